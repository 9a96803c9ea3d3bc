import { useQuery } from '@tanstack/react-query';
import { Network } from 'lucide-react';
import { UpdateEmployeeBody, type EmployeeSummary } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { employeesQueryOptions } from '@/lib/employee-list';
import { fullName, sortEmployees } from '@/lib/employee-names';
import { failureText } from '@/lib/http';
import { roleLabels } from '@/lib/role-labels';
import { useContractForm } from '@/lib/use-contract-form';
import { establishmentsQueryOptions } from '@/features/establishments';
import { useUpdateEmployee } from '../api/update-employee';
import { WorkDialog } from './work-dialog';
import { DialogActions } from './dialog-actions';

type Values = { supervisorId: string; homeEstablishmentId: string };

/** Roles the server accepts as someone's supervisor: they can review what they are told of. */
const reviewingRoles: readonly EmployeeSummary['role'][] = ['supervisor', 'safety-officer', 'admin'];

const ReportingLineForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const mutation = useUpdateEmployee();
  const people = useQuery(employeesQueryOptions()).data ?? [];
  const establishments = useQuery(establishmentsQueryOptions()).data ?? [];
  const supervisors = sortEmployees(
    people.filter((p) => p.isActive && p.id !== employee.id && reviewingRoles.includes(p.role)),
  );
  const form = useContractForm({
    schema: UpdateEmployeeBody,
    defaultValues: {
      supervisorId: employee.supervisorId ?? '',
      homeEstablishmentId: employee.homeEstablishmentId ?? '',
    },
    toBody: (values: Values): UpdateEmployeeBody => ({
      supervisorId: values.supervisorId || null,
      homeEstablishmentId: values.homeEstablishmentId || null,
    }),
  });

  const send = async (changes: UpdateEmployeeBody) => {
    try {
      await mutation.mutateAsync({ id: employee.id, changes });
      toast({ title: 'Reporting Line Updated', description: `${fullName(employee)}'s record is updated.` });
      onDone();
    } catch (error) {
      form.fromServer(error);
      toast({
        variant: 'destructive',
        title: 'Error Updating Employee',
        description: failureText(error, 'Failed to update the employee'),
      });
    }
  };

  return (
    <form {...form.formProps(send, { className: 'grid gap-5' })}>
      <Field
        id="reporting-line-supervisor"
        label="Supervisor"
        hint="Told of this person's incident reports. Without one, their department's supervisors are."
        error={form.error('supervisorId')}
      >
        <NativeSelect {...form.field('reporting-line-supervisor', 'supervisorId', { hint: true })}>
          <option value="">None (their department's supervisors)</option>
          {supervisors.map((p) => (
            <option key={p.id} value={p.id}>
              {fullName(p)} ({roleLabels[p.role]}, {p.department})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id="reporting-line-establishment"
        label="Home establishment"
        hint="Their incident reports are filed under it unless they choose another."
        error={form.error('homeEstablishmentId')}
      >
        <NativeSelect {...form.field('reporting-line-establishment', 'homeEstablishmentId', { hint: true })}>
          <option value="">None</option>
          {establishments.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name} ({e.company}, {e.city})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <DialogActions
        pending={mutation.isPending}
        submitLabel="Save"
        pendingLabel="Saving..."
        icon={<Network aria-hidden="true" />}
      />
    </form>
  );
};

/** Who an employee reports to and where they work, picked from the records. */
export const ReportingLineDialog = ({
  employee,
  disabled,
}: {
  employee: EmployeeSummary;
  disabled: boolean;
}) => (
  <WorkDialog
    label="Supervisor and Establishment"
    title="Supervisor and Establishment"
    description={`Choose who ${fullName(employee)} reports to and where they work.`}
    icon={<Network aria-hidden="true" />}
    size="sm"
    disabled={disabled}
  >
    {(close) => <ReportingLineForm employee={employee} onDone={close} />}
  </WorkDialog>
);
