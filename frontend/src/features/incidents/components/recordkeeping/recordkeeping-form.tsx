import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle, Save } from 'lucide-react';
import { MAX_CASE_DAYS, type IncidentDetail, type RecordkeepingDecision } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, fieldErrors } from '@/lib/http';
import { todayIsoDate } from '@/lib/dates';
import { useDecideRecordkeeping } from '@/features/incidents/api/decide-recordkeeping';
import {
  caseTypeLabels,
  exceptionLabels,
  outcomeLabels,
  privacyCaseLabels,
  recordkeepingFieldLabels as label,
} from '@/features/incidents/recordkeeping-labels';
import { CheckField, ChoiceField, NumberField, TextField, YesNoField } from './recordkeeping-controls';
import { Form301Fields, form301Blank } from './form-301-fields';

const blank = (incident: IncidentDetail): RecordkeepingDecision => ({
  workRelated: incident.workRelated,
  workRelatednessException: null,
  newCase: true,
  recordable: true,
  outcome: null,
  daysAway: 0,
  daysRestricted: 0,
  caseType: null,
  privacyCase: null,
  jobTitle: incident.employeePosition,
  dateOfDeath: null,
  bodyPart: null,
  activityBefore: null,
  whatHappened: null,
  objectOrSubstance: null,
  treatedInEmergencyRoom: false,
  hospitalizedOvernight: false,
  ...form301Blank,
  amputationOrLossOfEye: false,
});

/** What the form can tell before sending; the server checks every rule again. */
const localErrors = (d: RecordkeepingDecision, reasonNeeded: boolean, reason: string) => {
  const errors: Record<string, string> = {};
  if (!d.workRelated && !d.workRelatednessException) errors.workRelatednessException = 'Required';
  if (d.recordable && !d.outcome) errors.outcome = 'Required';
  if (d.recordable && !d.caseType) errors.caseType = 'Required';
  if (d.recordable && d.outcome === 'death' && !d.dateOfDeath) errors.dateOfDeath = 'Required';
  if (reasonNeeded && !reason.trim()) errors.reason = 'Say why the earlier decision changes';
  return errors;
};

/** Days the form no longer shows (an outcome without days) are not sent. */
const withoutHiddenDays = (d: RecordkeepingDecision): RecordkeepingDecision =>
  d.outcome === 'other-recordable' || d.outcome === null ? { ...d, daysAway: 0, daysRestricted: 0 } : d;

/** Days alone change as the case goes on; anything else revises the decision and needs a reason. */
const revises = (before: RecordkeepingDecision | null, after: RecordkeepingDecision) =>
  before !== null &&
  (Object.keys(after) as (keyof RecordkeepingDecision)[]).some(
    (key) => key !== 'daysAway' && key !== 'daysRestricted' && before[key] !== after[key],
  );

export const RecordkeepingForm = ({
  incident,
  current,
}: {
  incident: IncidentDetail;
  current: RecordkeepingDecision | null;
}) => {
  const id = useId();
  const [draft, setDraft] = useState<RecordkeepingDecision>(current ?? blank(incident));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useDecideRecordkeeping(incident.id);
  const reasonNeeded = revises(current, draft);
  const set = <K extends keyof RecordkeepingDecision>(key: K, value: RecordkeepingDecision[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const setText =
    (key: 'jobTitle' | 'bodyPart' | 'activityBefore' | 'whatHappened' | 'objectOrSubstance') =>
    (value: string) =>
      set(key, value === '' ? null : value);
  const fieldId = (name: string) => `${id}-${name}`;

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = localErrors(draft, reasonNeeded, reason);
    if (Object.keys(found).length > 0) return showErrors(found);
    try {
      await mutation.mutateAsync({ ...withoutHiddenDays(draft), reason: reason.trim() || null });
      setReason('');
      toast({ title: 'Recordkeeping saved', description: 'The decision and its history are updated.' });
    } catch (error) {
      showErrors(fieldErrors(error));
      toast({ variant: 'destructive', title: 'Not saved', description: errorMessage(error) });
    }
  };

  const common = (name: keyof RecordkeepingDecision | 'reason') => ({
    id: fieldId(name),
    label: name === 'reason' ? 'Reason for the change' : label[name],
    error: errors[name],
  });
  const recordable = draft.recordable;
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Recordkeeping decision"
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <YesNoField
          {...common('workRelated')}
          value={draft.workRelated}
          onChange={(v) => set('workRelated', v)}
        />
        <YesNoField {...common('newCase')} value={draft.newCase} onChange={(v) => set('newCase', v)} />
        <YesNoField
          {...common('recordable')}
          value={draft.recordable}
          onChange={(v) => set('recordable', v)}
        />
      </div>
      {!draft.workRelated && (
        <ChoiceField
          {...common('workRelatednessException')}
          required
          value={draft.workRelatednessException}
          labels={exceptionLabels}
          emptyLabel="Choose the 1904.5 exception"
          onChange={(v) => set('workRelatednessException', v)}
        />
      )}
      {recordable && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <ChoiceField
              {...common('outcome')}
              required
              value={draft.outcome}
              labels={outcomeLabels}
              emptyLabel="Choose the most serious outcome"
              onChange={(v) => set('outcome', v)}
            />
            <ChoiceField
              {...common('caseType')}
              required
              value={draft.caseType}
              labels={caseTypeLabels}
              emptyLabel="Choose the case type"
              onChange={(v) => set('caseType', v)}
            />
          </div>
          {draft.outcome === 'death' && (
            <TextField
              {...common('dateOfDeath')}
              required
              type="date"
              min={incident.date ?? undefined}
              max={todayIsoDate()}
              value={draft.dateOfDeath ?? ''}
              maxLength={10}
              onChange={(v) => set('dateOfDeath', v === '' ? null : v)}
            />
          )}
          {draft.outcome !== 'other-recordable' && draft.outcome !== null && (
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                {...common('daysAway')}
                hint={`Calendar days, not the day of injury; at most ${MAX_CASE_DAYS} with restricted days.`}
                value={draft.daysAway}
                max={MAX_CASE_DAYS}
                onChange={(v) => set('daysAway', v)}
              />
              <NumberField
                {...common('daysRestricted')}
                value={draft.daysRestricted}
                max={MAX_CASE_DAYS}
                onChange={(v) => set('daysRestricted', v)}
              />
            </div>
          )}
          <ChoiceField
            {...common('privacyCase')}
            value={draft.privacyCase}
            labels={privacyCaseLabels}
            emptyLabel="Not a privacy case"
            onChange={(v) => set('privacyCase', v)}
          />
        </>
      )}
      <TextField
        {...common('jobTitle')}
        value={draft.jobTitle ?? ''}
        maxLength={100}
        onChange={setText('jobTitle')}
      />
      <fieldset className="grid gap-4 rounded-md border border-slate-300 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Medical details (safety team only)
        </legend>
        <TextField
          {...common('bodyPart')}
          value={draft.bodyPart ?? ''}
          maxLength={200}
          onChange={setText('bodyPart')}
        />
        <TextField
          {...common('activityBefore')}
          multiline
          value={draft.activityBefore ?? ''}
          maxLength={2000}
          onChange={setText('activityBefore')}
        />
        <TextField
          {...common('whatHappened')}
          multiline
          value={draft.whatHappened ?? ''}
          maxLength={2000}
          onChange={setText('whatHappened')}
        />
        <TextField
          {...common('objectOrSubstance')}
          value={draft.objectOrSubstance ?? ''}
          maxLength={500}
          onChange={setText('objectOrSubstance')}
        />
        <CheckField
          id={fieldId('treatedInEmergencyRoom')}
          label={label.treatedInEmergencyRoom}
          checked={draft.treatedInEmergencyRoom}
          onChange={(v) => set('treatedInEmergencyRoom', v)}
        />
        <CheckField
          id={fieldId('hospitalizedOvernight')}
          label={label.hospitalizedOvernight}
          checked={draft.hospitalizedOvernight}
          onChange={(v) => set('hospitalizedOvernight', v)}
        />
        <CheckField
          id={fieldId('amputationOrLossOfEye')}
          label={label.amputationOrLossOfEye}
          checked={draft.amputationOrLossOfEye}
          onChange={(v) => set('amputationOrLossOfEye', v)}
        />
      </fieldset>
      <Form301Fields draft={draft} errors={errors} fieldId={fieldId} set={set} />
      {(reasonNeeded || errors.reason) && (
        <TextField
          {...common('reason')}
          required
          multiline
          value={reason}
          maxLength={1000}
          onChange={(v) => {
            setReason(v);
            setErrors(({ reason: _, ...rest }) => rest);
          }}
        />
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
