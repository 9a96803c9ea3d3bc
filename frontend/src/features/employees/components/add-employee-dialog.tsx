import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import {
  Company,
  NewEmployeeBody,
  suggestedDepartments,
  type NewEmployeeInput,
  type Role,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { failureText, HttpError } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { roleLabels, roles } from '@/lib/role-labels';
import { useAddEmployee } from '../api/add-employee';
import { DialogActions } from './dialog-actions';
import { TemporaryPassword } from './temporary-password';

interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  company: Company;
  department: string;
  position: string;
  workLocation: string;
  role: Role;
}

const emptyForm: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  company: 'IPSI',
  department: '',
  position: '',
  workLocation: '',
  role: 'employee',
};

/** Five fields are required; the server generates the temporary password. */
const requiredFields = ['firstName', 'lastName', 'email', 'username', 'department'] as const;

const missingFields = (values: FormValues) => requiredFields.filter((key) => !values[key].trim());

const toBody = (values: FormValues): NewEmployeeInput => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  username: values.username.trim(),
  company: values.company,
  department: values.department.trim(),
  position: values.position.trim() || null,
  workLocation: values.workLocation.trim() || null,
  role: values.role,
});

type Added = { id: string; name: string; temporaryPassword: string };

const AddEmployeeForm = ({ onAdded }: { onAdded: (added: Added) => void }) => {
  const mutation = useAddEmployee();
  const form = useContractForm({
    schema: NewEmployeeBody,
    defaultValues: emptyForm,
    toBody,
    // An empty e-mail or username is missing, not malformed.
    rules: (values) => Object.fromEntries(missingFields(values).map((key) => [key, 'Required'])),
  });
  const { error, field } = form;

  const send = (body: NewEmployeeInput) =>
    mutation.mutate(body, {
      onSuccess: ({ id, temporaryPassword }) => {
        toast({
          title: 'Employee Added',
          description: 'New employee has been successfully added to the system.',
        });
        onAdded({ id, name: `${body.firstName} ${body.lastName}`, temporaryPassword });
      },
      onError: (failure) => {
        // An older server named no field for a taken username.
        const taken = failure instanceof HttpError && failure.status === 409;
        form.fromServer(failure, taken ? { username: 'This username is already taken.' } : {});
        toast({
          variant: 'destructive',
          title: 'Error Adding Employee',
          description: failureText(failure, 'Failed to add employee'),
        });
      },
    });

  const onInvalid = (values: FormValues) => {
    if (missingFields(values).length === 0) return;
    toast({
      variant: 'destructive',
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
    });
  };

  return (
    <form {...form.formProps(send, { onInvalid, className: 'grid gap-5' })}>
      <fieldset disabled={mutation.isPending} className="grid gap-5 sm:grid-cols-2">
        <Field id="new-employee-firstName" label="First Name" required error={error('firstName')}>
          <Input {...field('new-employee-firstName', 'firstName')} autoComplete="off" />
        </Field>
        <Field id="new-employee-lastName" label="Last Name" required error={error('lastName')}>
          <Input {...field('new-employee-lastName', 'lastName')} autoComplete="off" />
        </Field>
        <Field id="new-employee-email" label="Email" required error={error('email')}>
          <Input {...field('new-employee-email', 'email')} type="email" autoComplete="off" />
        </Field>
        <Field
          id="new-employee-username"
          label="Username"
          required
          error={error('username')}
          hint="Letters, digits, dots, dashes and underscores."
        >
          <Input
            {...field('new-employee-username', 'username', { hint: true })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Field id="new-employee-company" label="Company" required error={error('company')}>
          <NativeSelect {...field('new-employee-company', 'company')}>
            {Company.options.map((company) => (
              <option key={company} value={company}>
                {company}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="new-employee-department"
          label="Department"
          required
          error={error('department')}
          hint="Pick a suggestion or type another department."
        >
          <Input
            {...field('new-employee-department', 'department', { hint: true })}
            list="department-suggestions"
            autoComplete="off"
          />
          <datalist id="department-suggestions">
            {suggestedDepartments.map((department) => (
              <option key={department} value={department} />
            ))}
          </datalist>
        </Field>
        <Field id="new-employee-position" label="Position" error={error('position')}>
          <Input
            {...field('new-employee-position', 'position')}
            autoComplete="off"
            placeholder="e.g. Forklift Operator"
          />
        </Field>
        <Field id="new-employee-workLocation" label="Work Location" error={error('workLocation')}>
          <Input
            {...field('new-employee-workLocation', 'workLocation')}
            autoComplete="off"
            placeholder="e.g. Warehouse B"
          />
        </Field>
        <Field id="new-employee-role" label="Role" error={error('role')}>
          <NativeSelect {...field('new-employee-role', 'role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </fieldset>
      <DialogActions
        pending={mutation.isPending}
        submitLabel="Add Employee"
        pendingLabel="Adding..."
        icon={<UserPlus aria-hidden="true" />}
      />
    </form>
  );
};

/** The Add Employee dialog. */
export const AddEmployeeDialog = ({ onAdded }: { onAdded: (id: string) => void }) => {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<Added | null>(null);
  const openChange = (next: boolean) => {
    setOpen(next);
    // The temporary password is shown once: closing the dialog forgets it.
    if (!next) setAdded(null);
  };
  return (
    <Modal
      open={open}
      onOpenChange={openChange}
      title={added ? 'Employee Added' : 'Add Employee'}
      description={
        added
          ? 'Give the employee this temporary password. They choose their own at first sign-in.'
          : 'Create an account for a new employee. Fields marked with an asterisk are required.'
      }
      className="max-w-2xl"
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          Add Employee
        </Button>
      }
    >
      {added ? (
        <div className="grid gap-5">
          <TemporaryPassword password={added.temporaryPassword} name={added.name} />
          <div className="flex justify-end">
            <Button onClick={() => openChange(false)}>Done</Button>
          </div>
        </div>
      ) : (
        <AddEmployeeForm
          onAdded={(result) => {
            setAdded(result);
            onAdded(result.id);
          }}
        />
      )}
    </Modal>
  );
};
