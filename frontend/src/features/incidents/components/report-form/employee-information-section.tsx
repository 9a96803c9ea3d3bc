import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { FormSection } from './form-section';
import { reportFieldProps } from './report-field-props';
import type { ReportErrors, ReportFormValues, SetReportField } from './report-form-values';

interface SectionProps {
  values: ReportFormValues;
  setField: SetReportField;
  errors: ReportErrors;
}

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

export const EmployeeInformationSection = ({ values, setField, errors }: SectionProps) => (
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
        error={errors.employeeName}
      >
        <Input
          id="employee-name"
          {...reportFieldProps('employeeName', 'employee-name', errors, { required: true })}
          autoComplete="name"
          value={values.employeeName}
          onChange={(e) => setField('employeeName', e.target.value)}
        />
      </Field>
      {optionalFields.map(({ key, id, label, autoComplete }) => (
        <Field key={key} id={id} label={label} error={errors[key]}>
          <Input
            id={id}
            {...reportFieldProps(key, id, errors)}
            autoComplete={autoComplete}
            value={values[key]}
            onChange={(e) => setField(key, e.target.value)}
          />
        </Field>
      ))}
    </div>
  </FormSection>
);
