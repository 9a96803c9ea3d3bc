import { recordkeepingFieldLabels as label } from '@/features/incidents/recordkeeping-labels';
import type { StepProps } from '../recordkeeping-form-state';
import { CheckField, TextField } from '../recordkeeping-controls';
import { Form301Fields } from '../form-301-fields';
import type { RecordkeepingValues } from '../recordkeeping-values';
import { fieldProps } from './field-props';

/** The case's details for the log and Form 301: one place for each field the forms ask. */
export const CaseDetailsStep = ({ form, idPrefix }: StepProps) => {
  const common = fieldProps(form, idPrefix);
  const control = (name: keyof RecordkeepingValues) => form.field(`${idPrefix}-${name}`, name);
  return (
    <div className="grid gap-4">
      <TextField {...common('jobTitle')} />
      <fieldset className="grid gap-4 rounded-md border border-slate-300 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Medical details (safety team only)
        </legend>
        <TextField
          {...common('natureOfInjury', { hint: true })}
          hint="What it was, e.g. “Laceration”, “Fracture”, “Dermatitis”; with the body part it makes the log’s column F."
        />
        <TextField {...common('bodyPart')} />
        <TextField {...common('activityBefore')} multiline />
        <TextField {...common('whatHappened')} multiline />
        <TextField {...common('objectOrSubstance')} />
        <CheckField control={control('treatedInEmergencyRoom')} label={label.treatedInEmergencyRoom} />
        <CheckField control={control('hospitalizedOvernight')} label={label.hospitalizedOvernight} />
        <CheckField control={control('amputationOrLossOfEye')} label={label.amputationOrLossOfEye} />
      </fieldset>
      <Form301Fields control={control} error={form.error} />
    </div>
  );
};
