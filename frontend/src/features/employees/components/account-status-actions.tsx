import { useState } from 'react';
import { LoaderCircle, UserCheck, UserX } from 'lucide-react';
import type { EmployeeSummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { fullName } from '@/lib/employee-names';
import { runMutation } from '@/lib/run-mutation';
import { useDeactivateEmployee } from '../api/deactivate-employee';
import { useReactivateEmployee } from '../api/reactivate-employee';

/** Deactivation locks someone out, so it is confirmed first; the history stays either way. */
const DeactivateButton = ({ employee, disabled }: { employee: EmployeeSummary; disabled: boolean }) => {
  const [open, setOpen] = useState(false);
  const mutation = useDeactivateEmployee();

  const deactivate = () =>
    runMutation(mutation, employee.id, {
      onSuccess: () => {
        toast({ title: 'Employee Removed', description: 'Employee has been successfully deactivated.' });
        setOpen(false);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Error Removing Employee',
          description: failureText(error, 'Failed to deactivate employee'),
        });
      },
    });

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={`Deactivate ${fullName(employee)}?`}
      description="They can no longer sign in. Their records and history are kept, and you can reactivate the account at any time."
      trigger={
        <Button variant="secondary" size="sm" disabled={disabled} className="text-red-800 hover:bg-red-50">
          <UserX aria-hidden="true" />
          Deactivate
        </Button>
      }
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary" disabled={mutation.isPending}>
              Cancel
            </Button>
          </ModalClose>
          <Button variant="destructive" onClick={deactivate} disabled={mutation.isPending}>
            {mutation.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <UserX aria-hidden="true" />
            )}
            {mutation.isPending ? 'Deactivating...' : 'Deactivate'}
          </Button>
        </>
      }
    />
  );
};

const ReactivateButton = ({ employee }: { employee: EmployeeSummary }) => {
  const mutation = useReactivateEmployee();
  const reactivate = () =>
    runMutation(mutation, employee.id, {
      onSuccess: () => {
        toast({ title: 'Employee Reactivated', description: `${fullName(employee)} can sign in again.` });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Error Reactivating Employee',
          description: failureText(error, 'Failed to reactivate employee'),
        });
      },
    });

  return (
    <Button size="sm" onClick={reactivate} disabled={mutation.isPending}>
      {mutation.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <UserCheck aria-hidden="true" />
      )}
      {mutation.isPending ? 'Reactivating...' : 'Reactivate'}
    </Button>
  );
};

/** Deactivate for an active account, Reactivate for an inactive one. */
export const AccountStatusAction = ({ employee, isSelf }: { employee: EmployeeSummary; isSelf: boolean }) =>
  employee.isActive ? (
    <DeactivateButton employee={employee} disabled={isSelf} />
  ) : (
    <ReactivateButton employee={employee} />
  );
