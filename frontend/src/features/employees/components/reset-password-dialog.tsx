import { useState } from 'react';
import { KeyRound, LoaderCircle } from 'lucide-react';
import type { EmployeeSummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { fullName } from '@/lib/employee-names';
import { useResetPassword } from '../api/reset-password';
import { TemporaryPassword } from './temporary-password';

/** Confirmed first (it signs the employee out everywhere), then shows the temporary password once. */
export const ResetPasswordDialog = ({ employee }: { employee: EmployeeSummary }) => {
  const [open, setOpen] = useState(false);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const mutation = useResetPassword();
  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) setTemporaryPassword(null);
  };

  const reset = () =>
    mutation.mutate(employee.id, {
      onSuccess: (result) => setTemporaryPassword(result.temporaryPassword),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error Resetting Password',
          description: failureText(error, 'Failed to reset the password'),
        }),
    });

  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      title={temporaryPassword ? 'Password Reset' : `Reset the password of ${fullName(employee)}?`}
      description={
        temporaryPassword
          ? 'Give the employee this temporary password. They choose their own at their next sign-in.'
          : 'They are signed out everywhere and get a temporary password that works for one sign-in.'
      }
      trigger={
        <Button variant="secondary" size="sm" disabled={!employee.isActive}>
          <KeyRound aria-hidden="true" />
          Reset Password
        </Button>
      }
      footer={
        temporaryPassword ? (
          <Button onClick={() => openChange(false)}>Done</Button>
        ) : (
          <>
            <ModalClose asChild>
              <Button variant="secondary" disabled={mutation.isPending}>
                Cancel
              </Button>
            </ModalClose>
            <Button onClick={reset} disabled={mutation.isPending}>
              {mutation.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <KeyRound aria-hidden="true" />
              )}
              {mutation.isPending ? 'Resetting...' : 'Reset Password'}
            </Button>
          </>
        )
      }
    >
      {temporaryPassword ? (
        <TemporaryPassword password={temporaryPassword} name={fullName(employee)} />
      ) : null}
    </Modal>
  );
};
