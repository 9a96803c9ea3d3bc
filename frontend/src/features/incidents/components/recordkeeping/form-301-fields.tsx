import { todayIsoDate } from '@/lib/dates';
import { recordkeepingFieldLabels as label, sexLabels } from '@/features/incidents/recordkeeping-labels';
import type { ContractField } from '@/lib/use-contract-form';
import { ChoiceField, TextField } from './recordkeeping-controls';
import type { Form301TextKey } from './recordkeeping-values';

type Form301Key = Form301TextKey | 'employeeSex';

export const Form301Fields = ({
  control,
  error,
}: {
  control: (name: Form301Key) => ContractField;
  error: (name: Form301Key) => string | undefined;
}) => {
  const text = (key: Form301TextKey, type: 'text' | 'date' | 'time' = 'text') => (
    <TextField
      control={control(key)}
      label={label[key]}
      error={error(key)}
      type={type}
      {...(type === 'date' ? { max: todayIsoDate() } : {})}
    />
  );
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Form 301: employee and treatment (safety team only)
      </legend>
      <div className="grid items-end gap-4 sm:grid-cols-4">
        <div className="sm:col-span-2">{text('employeeStreet')}</div>
        {text('employeeCity')}
        <div className="grid grid-cols-2 items-end gap-2">
          {text('employeeState')}
          {text('employeeZip')}
        </div>
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-4">
        {text('employeeDateOfBirth', 'date')}
        {text('employeeDateHired', 'date')}
        <ChoiceField
          control={control('employeeSex')}
          label={label.employeeSex}
          error={error('employeeSex')}
          labels={sexLabels}
          emptyLabel="Not recorded"
        />
        {text('timeBeganWork', 'time')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('physicianName')}
        {text('treatmentFacility')}
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-4">
        <div className="sm:col-span-2">{text('facilityStreet')}</div>
        {text('facilityCity')}
        <div className="grid grid-cols-2 items-end gap-2">
          {text('facilityState')}
          {text('facilityZip')}
        </div>
      </div>
    </fieldset>
  );
};
