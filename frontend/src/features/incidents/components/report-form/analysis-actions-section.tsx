import type { ContributingFactor } from '@hs/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/form-controls';
import { contributingFactors } from '@/features/incidents/incident-labels';
import { FormSection } from './form-section';
import { reportFieldProps } from './report-field-props';
import type { ReportErrors, ReportFormValues, SetReportField } from './report-form-values';
import { ToggleRow } from './toggle-row';

interface SectionProps {
  values: ReportFormValues;
  setField: SetReportField;
  errors: ReportErrors;
}

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

export const AnalysisActionsSection = ({ values, setField, errors }: SectionProps) => (
  <FormSection
    id="analysis-actions"
    step={4}
    title="Analysis & Actions"
    description="Why it happened and what is being done about it."
  >
    <div className="grid gap-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Contributing Factors</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {contributingFactors.map((factor) => (
            <div key={factor} className="flex items-center gap-2.5">
              <Checkbox
                id={factorId(factor)}
                checked={values.contributingFactors.includes(factor)}
                onCheckedChange={(checked) =>
                  setField(
                    'contributingFactors',
                    toggleFactor(values.contributingFactors, factor, checked === true),
                  )
                }
              />
              <label htmlFor={factorId(factor)} className="text-sm text-slate-800">
                {factor}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-5 md:grid-cols-2">
        {textFields.map(({ key, id, label, placeholder }) => (
          <Field
            key={key}
            id={id}
            label={label}
            className={key === 'rootCauseAnalysis' ? 'md:col-span-2' : ''}
            error={errors[key]}
          >
            <Textarea
              id={id}
              {...reportFieldProps(key, id, errors)}
              rows={3}
              placeholder={placeholder}
              value={values[key]}
              onChange={(e) => setField(key, e.target.value)}
            />
          </Field>
        ))}
        <Field
          id="witness-names"
          label="Witness Names"
          hint="Separate several names with commas."
          className="md:col-span-2"
          error={errors.witnessName}
        >
          <Input
            id="witness-names"
            autoComplete="off"
            {...reportFieldProps('witnessName', 'witness-names', errors, { hint: true })}
            value={values.witnessName}
            onChange={(e) => setField('witnessName', e.target.value)}
          />
        </Field>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Follow-up Requirements</legend>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {followUps.map(({ key, id, label, hint }) => (
            <ToggleRow
              key={key}
              id={id}
              label={label}
              hint={hint}
              checked={values[key]}
              onCheckedChange={(checked) => setField(key, checked)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  </FormSection>
);
