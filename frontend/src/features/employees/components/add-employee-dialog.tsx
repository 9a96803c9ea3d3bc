import { useRef, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { Company, NewEmployeeBody, Role, suggestedDepartments, type NewEmployeeInput } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { inputLimits, schemaErrors, useFocusFirstInvalid } from '@/lib/form-fields';
import { failureText, fieldErrors, HttpError } from '@/lib/http';
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

type Errors = Partial<Record<keyof FormValues, string>>;

type Added = { id: string; name: string; temporaryPassword: string };

const AddEmployeeForm = ({ onAdded }: { onAdded: (added: Added) => void }) => {
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useAddEmployee();
  const formRef = useRef<HTMLFormElement>(null);
  // Counts refused submissions: each moves focus to the first field to fix.
  const [refusals, setRefusals] = useState(0);
  useFocusFirstInvalid(formRef, refusals);
  const refuse = (found: Errors) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredFields.filter((key) => !values[key].trim());
    const found: Errors = {
      ...schemaErrors(NewEmployeeBody, toBody(values)),
      ...Object.fromEntries(missing.map((key) => [key, 'Required'])),
    };
    if (Object.keys(found).length > 0) {
      refuse(found);
      if (missing.length > 0) {
        toast({
          variant: 'destructive',
          title: 'Missing Information',
          description: 'Please fill in all required fields.',
        });
      }
      return;
    }
    mutation.mutate(toBody(values), {
      onSuccess: ({ id, temporaryPassword }) => {
        toast({
          title: 'Employee Added',
          description: 'New employee has been successfully added to the system.',
        });
        onAdded({ id, name: `${values.firstName.trim()} ${values.lastName.trim()}`, temporaryPassword });
      },
      onError: (error) => {
        const found: Errors = fieldErrors(error);
        // An older server named no field for a taken username.
        if (error instanceof HttpError && error.status === 409 && Object.keys(found).length === 0)
          found.username = 'This username is already taken.';
        refuse(found);
        toast({
          variant: 'destructive',
          title: 'Error Adding Employee',
          description: failureText(error, 'Failed to add employee'),
        });
      },
    });
  };

  const text = (key: 'firstName' | 'lastName' | 'email' | 'username' | 'position' | 'workLocation') => ({
    id: `new-employee-${key}`,
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    ...describedBy(`new-employee-${key}`, { error: errors[key] }),
    ...inputLimits(NewEmployeeBody.shape, key),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-5">
      <fieldset disabled={mutation.isPending} className="grid gap-5 sm:grid-cols-2">
        <Field id="new-employee-firstName" label="First Name" required error={errors.firstName}>
          <Input {...text('firstName')} autoComplete="off" />
        </Field>
        <Field id="new-employee-lastName" label="Last Name" required error={errors.lastName}>
          <Input {...text('lastName')} autoComplete="off" />
        </Field>
        <Field id="new-employee-email" label="Email" required error={errors.email}>
          <Input {...text('email')} type="email" autoComplete="off" />
        </Field>
        <Field
          id="new-employee-username"
          label="Username"
          required
          error={errors.username}
          hint="Letters, digits, dots, dashes and underscores."
        >
          <Input
            {...text('username')}
            {...describedBy('new-employee-username', { hint: true, error: errors.username })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Field id="new-employee-company" label="Company" required error={errors.company}>
          <NativeSelect
            id="new-employee-company"
            value={values.company}
            onChange={(e) => set('company', Company.parse(e.target.value))}
            {...describedBy('new-employee-company', { error: errors.company })}
          >
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
          error={errors.department}
          hint="Pick a suggestion or type another department."
        >
          <Input
            id="new-employee-department"
            list="department-suggestions"
            {...inputLimits(NewEmployeeBody.shape, 'department')}
            autoComplete="off"
            value={values.department}
            onChange={(e) => set('department', e.target.value)}
            {...describedBy('new-employee-department', { hint: true, error: errors.department })}
          />
          <datalist id="department-suggestions">
            {suggestedDepartments.map((department) => (
              <option key={department} value={department} />
            ))}
          </datalist>
        </Field>
        <Field id="new-employee-position" label="Position" error={errors.position}>
          <Input {...text('position')} autoComplete="off" placeholder="e.g. Forklift Operator" />
        </Field>
        <Field id="new-employee-workLocation" label="Work Location" error={errors.workLocation}>
          <Input {...text('workLocation')} autoComplete="off" placeholder="e.g. Warehouse B" />
        </Field>
        <Field id="new-employee-role" label="Role" error={errors.role}>
          <NativeSelect
            id="new-employee-role"
            value={values.role}
            onChange={(e) => set('role', Role.parse(e.target.value))}
            {...describedBy('new-employee-role', { error: errors.role })}
          >
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
