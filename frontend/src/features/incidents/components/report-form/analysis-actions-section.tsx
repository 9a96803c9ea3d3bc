import { Controller } from 'react-hook-form';
import type { ContributingFactor } from '@hs/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/form-controls';
import { contributingFactors } from '@/features/incidents/incident-labels';
import { FormSection } from './form-section';
import { ToggleRow } from './toggle-row';
import type { ReportFields } from './use-incident-report-form';

type AnalysisText = 'rootCauseAnalysis' | 'immediateActionsTaken' | 'preventiveMeasures';
type FollowUp = 'requiresInvestigation' | 'regulatoryReporting' | 'insuranceNotification';

const textFields: { key: AnalysisText; id: string; label: string; placeholder: string }[] = [
  {
    key: 'rootCauseAnalysis',
    id: 'root-cause-analysis',
    label: 'Root Cause Analysis',
    placeholder: 'Why did it happen? Look past the immediate cause.',
  },
  {
    key: 'immediateActionsTaken',
    id: 'immediate-actions-taken',
    label: 'Immediate Actions Taken',
    placeholder: 'First aid given, area secured, equipment isolated...',
  },
  {
    key: 'preventiveMeasures',
    id: 'preventive-measures',
    label: 'Preventive Measures',
    placeholder: 'What would stop this from happening again?',
  },
];

const followUps: { key: FollowUp; id: string; label: string; hint: string }[] = [
  {
    key: 'requiresInvestigation',
    id: 'requires-investigation',
    label: 'Requires investigation',
    hint: 'A formal investigation should follow.',
  },
  {
    key: 'regulatoryReporting',
    id: 'regulatory-reporting',
    label: 'Regulatory reporting',
    hint: 'The incident must be reported to a regulator.',
  },
  {
    key: 'insuranceNotification',
    id: 'insurance-notification',
    label: 'Insurance notification',
    hint: 'The insurer must be notified.',
  },
];

const toggleFactor = (selected: ContributingFactor[], factor: ContributingFactor, on: boolean) =>
  on
    ? contributingFactors.filter((f) => f === factor || selected.includes(f))
    : selected.filter((f) => f !== factor);

const factorId = (factor: ContributingFactor) => `factor-${factor.toLowerCase().replace(/\s+/g, '-')}`;

export const AnalysisActionsSection = ({ fields: { control, field, error } }: { fields: ReportFields }) => (
  <FormSection
    id="analysis-actions"
    step={4}
    title="Analysis & Actions"
    description="Why it happened and what is being done about it."
  >
    <div className="grid gap-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Contributing Factors</legend>
        <Controller
          control={control}
          name="contributingFactors"
          render={({ field: { value, onChange } }) => (
            <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {contributingFactors.map((factor) => (
                <div key={factor} className="flex items-center gap-2.5">
                  <Checkbox
                    id={factorId(factor)}
                    checked={value.includes(factor)}
                    onCheckedChange={(checked) => onChange(toggleFactor(value, factor, checked === true))}
                  />
                  <label htmlFor={factorId(factor)} className="text-sm text-slate-800">
                    {factor}
                  </label>
                </div>
              ))}
            </div>
          )}
        />
      </fieldset>

      <div className="grid gap-5 md:grid-cols-2">
        {textFields.map(({ key, id, label, placeholder }) => (
          <Field
            key={key}
            id={id}
            label={label}
            className={key === 'rootCauseAnalysis' ? 'md:col-span-2' : ''}
            error={error(key)}
          >
            <Textarea {...field(id, key)} rows={3} placeholder={placeholder} />
          </Field>
        ))}
        <Field
          id="witness-names"
          label="Witness Names"
          hint="Separate several names with commas."
          className="md:col-span-2"
          error={error('witnessName')}
        >
          <Input autoComplete="off" {...field('witness-names', 'witnessName', { hint: true })} />
        </Field>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Follow-up Requirements</legend>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {followUps.map(({ key, id, label, hint }) => (
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field: toggle }) => (
                <ToggleRow
                  id={id}
                  label={label}
                  hint={hint}
                  checked={toggle.value}
                  onCheckedChange={toggle.onChange}
                />
              )}
            />
          ))}
        </div>
      </fieldset>
    </div>
  </FormSection>
);
