import { UserCog } from 'lucide-react';
import { UpdateEmployeeBody, type EmployeeSummary, type Role } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { roleLabels, roles } from '@/lib/role-labels';
import { fullName } from '@/lib/employee-names';
import { useContractForm } from '@/lib/use-contract-form';
import { useUpdateEmployee } from '../api/update-employee';
import { WorkDialog } from './work-dialog';
import { DialogActions } from './dialog-actions';

const ChangeRoleForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const mutation = useUpdateEmployee();
  const form = useContractForm({
    schema: UpdateEmployeeBody,
    defaultValues: { role: employee.role },
    toBody: (values: { role: Role }): UpdateEmployeeBody => values,
  });

  const send = async ({ role }: UpdateEmployeeBody) => {
    if (!role || role === employee.role) return onDone();
    try {
      await mutation.mutateAsync({ id: employee.id, changes: { role } });
      toast({ title: 'Role Updated', description: `${fullName(employee)} is now ${roleLabels[role]}.` });
      onDone();
    } catch (error) {
      form.fromServer(error);
      toast({
        variant: 'destructive',
        title: 'Error Updating Role',
        description: failureText(error, 'Failed to update role'),
      });
    }
  };

  return (
    <form {...form.formProps(send, { className: 'grid gap-5' })}>
      <Field
        id="change-role-role"
        label="Role"
        hint="Only administrators can manage employees, incidents and notifications."
        error={form.error('role')}
      >
        <NativeSelect
          {...form.field('change-role-role', 'role', { hint: true })}
          disabled={mutation.isPending}
        >
          {roles.map((option) => (
            <option key={option} value={option}>
              {roleLabels[option]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <DialogActions
        pending={mutation.isPending}
        submitLabel="Save Role"
        pendingLabel="Saving..."
        icon={<UserCog aria-hidden="true" />}
      />
    </form>
  );
};

/** Changes an employee's role (PATCH /api/admin/employees/:id). */
export const ChangeRoleDialog = ({
  employee,
  disabled,
}: {
  employee: EmployeeSummary;
  disabled: boolean;
}) => (
  <WorkDialog
    label="Change Role"
    title="Change Role"
    description={`Choose what ${fullName(employee)} may do in the system.`}
    icon={<UserCog aria-hidden="true" />}
    size="sm"
    disabled={disabled}
  >
    {(close) => <ChangeRoleForm employee={employee} onDone={close} />}
  </WorkDialog>
);
