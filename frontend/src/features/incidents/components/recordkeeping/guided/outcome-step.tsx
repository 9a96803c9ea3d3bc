import { MAX_CASE_DAYS } from '@hs/contracts';
import { todayIsoDate } from '@/lib/dates';
import { caseTypeLabels, outcomeLabels } from '@/features/incidents/recordkeeping-labels';
import type { StepProps } from '../recordkeeping-form-state';
import { CheckField, ChoiceField, NumberField, TextField, YesNoField } from '../recordkeeping-controls';
import { PrivacyCaseFields } from '../privacy-case-fields';
import { fieldProps } from './field-props';
import { outcomeSentence } from './recording-rule-words';

/** The outcome the answers give and why; a different one only with a written reason. */
export const OutcomeStep = ({ form, idPrefix, incident, result, draft }: StepProps) => {
  const common = fieldProps(form, idPrefix);
  const departs = form.watch('departs');
  const showsDays = draft.outcome !== 'other-recordable' && draft.outcome !== null;
  return (
    <div className="grid gap-4">
      <p
        role="status"
        className={
          result.kind === 'recordable'
            ? 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-slate-900'
            : 'rounded-md border border-slate-300 bg-slate-50 p-3 text-sm font-medium text-slate-900'
        }
      >
        {outcomeSentence(result)}
      </p>
      <CheckField
        control={form.field(`${idPrefix}-departs`, 'departs')}
        label="Record a different outcome (a written reason is needed)"
      />
      {departs && (
        <div className="grid gap-4 rounded-md border border-slate-300 p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <YesNoField {...common('recordable')} />
            {draft.recordable && (
              <ChoiceField
                {...common('outcome', { required: true })}
                labels={outcomeLabels}
                emptyLabel="Choose the most serious outcome"
              />
            )}
          </div>
          <TextField {...common('departureReason', { required: true })} multiline />
        </div>
      )}
      {draft.recordable && (
        <>
          <ChoiceField
            {...common('caseType', { required: true })}
            labels={caseTypeLabels}
            emptyLabel="Choose the case type"
          />
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
    </div>
  );
};
