import { useId } from 'react';
import { LoaderCircle, Save } from 'lucide-react';
import {
  DecideRecordkeepingBody,
  MAX_CASE_DAYS,
  type IncidentDetail,
  type RecordkeepingDecision,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/http';
import { todayIsoDate } from '@/lib/dates';
import { useContractForm } from '@/lib/use-contract-form';
import { useDecideRecordkeeping } from '@/features/incidents/api/decide-recordkeeping';
import {
  caseTypeLabels,
  exceptionLabels,
  outcomeLabels,
  recordkeepingFieldLabels as label,
} from '@/features/incidents/recordkeeping-labels';
import { CheckField, ChoiceField, NumberField, TextField, YesNoField } from './recordkeeping-controls';
import { Form301Fields } from './form-301-fields';
import { PrivacyCaseFields } from './privacy-case-fields';
import {
  decisionOf,
  recordkeepingBodyOf,
  recordkeepingRules,
  recordkeepingValuesOf,
  revises,
  type RecordkeepingValues,
} from './recordkeeping-values';

export const RecordkeepingForm = ({
  incident,
  current,
}: {
  incident: IncidentDetail;
  current: RecordkeepingDecision | null;
}) => {
  const id = useId();
  const form = useContractForm({
    schema: DecideRecordkeepingBody,
    defaultValues: recordkeepingValuesOf(incident, current),
    toBody: recordkeepingBodyOf,
    rules: recordkeepingRules(current),
  });
  const mutation = useDecideRecordkeeping(incident.id);
  const draft = decisionOf(form.watch());
  const reasonNeeded = revises(current, draft);

  const send = async (body: DecideRecordkeepingBody) => {
    try {
      await mutation.mutateAsync(body);
      form.setValue('reason', '');
      toast({ title: 'Recordkeeping saved', description: 'The decision and its history are updated.' });
    } catch (error) {
      form.fromServer(error);
      toast({ variant: 'destructive', title: 'Not saved', description: errorMessage(error) });
    }
  };

  const control = (name: keyof RecordkeepingValues) => form.field(`${id}-${name}`, name);
  const common = (name: keyof RecordkeepingValues, { required = false, hint = false } = {}) => ({
    control: form.field(`${id}-${name}`, name, { hint, ...(required ? { required } : {}) }),
    label: name === 'reason' ? 'Reason for the change' : label[name],
    error: form.error(name),
    required,
  });
  const showsDays = draft.outcome !== 'other-recordable' && draft.outcome !== null;
  return (
    <form {...form.formProps(send, { className: 'grid gap-4' })} aria-label="Recordkeeping decision">
      <div className="grid gap-4 sm:grid-cols-3">
        <YesNoField {...common('workRelated')} />
        <YesNoField {...common('newCase')} />
        <YesNoField {...common('recordable')} />
      </div>
      {!draft.workRelated && (
        <ChoiceField
          {...common('workRelatednessException', { required: true })}
          labels={exceptionLabels}
          emptyLabel="Choose the 1904.5 exception"
        />
      )}
      {draft.recordable && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceField
              {...common('outcome', { required: true })}
              labels={outcomeLabels}
              emptyLabel="Choose the most serious outcome"
            />
            <ChoiceField
              {...common('caseType', { required: true })}
              labels={caseTypeLabels}
              emptyLabel="Choose the case type"
            />
          </div>
          {draft.outcome === 'death' && (
            <TextField
              {...common('dateOfDeath', { required: true })}
              type="date"
              min={incident.date ?? undefined}
              max={todayIsoDate()}
            />
          )}
          {showsDays && (
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                {...common('daysAway', { hint: true })}
                hint={`Calendar days, not the day of injury; at most ${MAX_CASE_DAYS} with restricted days.`}
                max={MAX_CASE_DAYS}
              />
              <NumberField {...common('daysRestricted')} max={MAX_CASE_DAYS} />
            </div>
          )}
          <PrivacyCaseFields field={common} privacyCase={draft.privacyCase} />
        </>
      )}
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
      {(reasonNeeded || form.error('reason')) && (
        <TextField {...common('reason', { required: true })} multiline />
      )}
      <Button type="submit" disabled={mutation.isPending} className="justify-self-start">
        {mutation.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Save aria-hidden="true" />
        )}
        {current ? 'Save changes' : 'Record decision'}
      </Button>
    </form>
  );
};
