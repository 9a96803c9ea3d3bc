import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { FormSection } from './form-section';
import type { ReportFields } from './use-incident-report-form';

type EmployeeField = 'employeeId' | 'employeeDepartment' | 'employeePosition' | 'employeeSupervisor';

const optionalFields: { key: EmployeeField; id: string; label: string; autoComplete: string }[] = [
  { key: 'employeeId', id: 'employee-id', label: 'Employee ID', autoComplete: 'off' },
  { key: 'employeeDepartment', id: 'employee-department', label: 'Department', autoComplete: 'off' },
  {
    key: 'employeePosition',
    id: 'employee-position',
    label: 'Position / Job Title',
    autoComplete: 'organization-title',
  },
  { key: 'employeeSupervisor', id: 'employee-supervisor', label: 'Supervisor', autoComplete: 'off' },
];

export const EmployeeInformationSection = ({ fields: { field, error } }: { fields: ReportFields }) => (
  <FormSection
    id="employee-information"
    step={2}
    title="Employee Information"
    description="The person involved in, or affected by, the incident."
  >
    <div className="grid gap-5 md:grid-cols-2">
      <Field
        id="employee-name"
        label="Employee Name"
        required
        className="md:col-span-2"
        error={error('employeeName')}
      >
        <Input {...field('employee-name', 'employeeName', { required: true })} autoComplete="name" />
      </Field>
      {optionalFields.map(({ key, id, label, autoComplete }) => (
        <Field key={key} id={id} label={label} error={error(key)}>
          <Input {...field(id, key)} autoComplete={autoComplete} />
        </Field>
      ))}
    </div>
  </FormSection>
);
