import type { RecordkeepingDecision } from '@hs/contracts';
import { todayIsoDate } from '@/lib/dates';
import { recordkeepingFieldLabels as label, sexLabels } from '@/features/incidents/recordkeeping-labels';
import { ChoiceField, TextField } from './recordkeeping-controls';

/** The Form 301 items the employee record does not hold, empty until the safety team fills them. */
export const form301Blank = {
  employeeStreet: null,
  employeeCity: null,
  employeeState: null,
  employeeZip: null,
  employeeDateOfBirth: null,
  employeeDateHired: null,
  employeeSex: null,
  physicianName: null,
  treatmentFacility: null,
  facilityStreet: null,
  facilityCity: null,
  facilityState: null,
  facilityZip: null,
  timeBeganWork: null,
} as const satisfies Partial<RecordkeepingDecision>;

type TextKey = Exclude<keyof typeof form301Blank, 'employeeSex'>;

const lengths: Record<TextKey, number> = {
  employeeStreet: 200,
  employeeCity: 100,
  employeeState: 2,
  employeeZip: 10,
  employeeDateOfBirth: 10,
  employeeDateHired: 10,
  physicianName: 120,
  treatmentFacility: 200,
  facilityStreet: 200,
  facilityCity: 100,
  facilityState: 2,
  facilityZip: 10,
  timeBeganWork: 5,
};

export const Form301Fields = ({
  draft,
  errors,
  fieldId,
  set,
}: {
  draft: RecordkeepingDecision;
  errors: Record<string, string>;
  fieldId: (name: string) => string;
  set: <K extends keyof RecordkeepingDecision>(key: K, value: RecordkeepingDecision[K]) => void;
}) => {
  const text = (key: TextKey, type: 'text' | 'date' | 'time' = 'text') => (
    <TextField
      id={fieldId(key)}
      label={label[key]}
      error={errors[key]}
      type={type}
      {...(type === 'date' ? { max: todayIsoDate() } : {})}
      value={draft[key] ?? ''}
      maxLength={lengths[key]}
      onChange={(v) => set(key, v === '' ? null : v)}
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
          id={fieldId('employeeSex')}
          label={label.employeeSex}
          error={errors.employeeSex}
          value={draft.employeeSex}
          labels={sexLabels}
          emptyLabel="Not recorded"
          onChange={(v) => set('employeeSex', v)}
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
