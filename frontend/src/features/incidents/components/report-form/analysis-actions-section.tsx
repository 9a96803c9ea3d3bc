import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Controller } from 'react-hook-form';
import type { ContributingFactor } from '@hs/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/form-controls';
import { contributingFactorLabel, contributingFactors } from '@/features/incidents/incident-labels';
import { FormSection } from './form-section';
import { ToggleRow } from './toggle-row';
import type { ReportFields } from './use-incident-report-form';

type AnalysisText = 'rootCauseAnalysis' | 'immediateActionsTaken' | 'preventiveMeasures';
type FollowUp = 'requiresInvestigation' | 'regulatoryReporting' | 'insuranceNotification';

const textFields = (
  t: TFunction<'incidents'>,
): { key: AnalysisText; id: string; label: string; placeholder: string }[] => [
  {
    key: 'rootCauseAnalysis',
    id: 'root-cause-analysis',
    label: t('analysisSection.rootCause'),
    placeholder: t('analysisSection.rootCausePlaceholder'),
  },
  {
    key: 'immediateActionsTaken',
    id: 'immediate-actions-taken',
    label: t('analysisSection.immediate'),
    placeholder: t('analysisSection.immediatePlaceholder'),
  },
  {
    key: 'preventiveMeasures',
    id: 'preventive-measures',
    label: t('analysisSection.preventive'),
    placeholder: t('analysisSection.preventivePlaceholder'),
  },
];

const followUps = (
  t: TFunction<'incidents'>,
): { key: FollowUp; id: string; label: string; hint: string }[] => [
  {
    key: 'requiresInvestigation',
    id: 'requires-investigation',
    label: t('analysisSection.investigation'),
    hint: t('analysisSection.investigationHint'),
  },
  {
    key: 'regulatoryReporting',
    id: 'regulatory-reporting',
    label: t('analysisSection.regulatory'),
    hint: t('analysisSection.regulatoryHint'),
  },
  {
    key: 'insuranceNotification',
    id: 'insurance-notification',
    label: t('analysisSection.insurance'),
    hint: t('analysisSection.insuranceHint'),
  },
];

const toggleFactor = (selected: ContributingFactor[], factor: ContributingFactor, on: boolean) =>
  on
    ? contributingFactors.filter((f) => f === factor || selected.includes(f))
    : selected.filter((f) => f !== factor);

const factorId = (factor: ContributingFactor) => `factor-${factor.toLowerCase().replace(/\s+/g, '-')}`;

export const AnalysisActionsSection = ({ fields: { control, field, error } }: { fields: ReportFields }) => {
  const { t } = useTranslation('incidents');
  return (
    <FormSection
      id="analysis-actions"
      step={4}
      title={t('analysisSection.title')}
      description={t('analysisSection.description')}
    >
      <div className="grid gap-6">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('analysisSection.factors')}</legend>
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
                      {contributingFactorLabel(factor)}
                    </label>
                  </div>
                ))}
              </div>
            )}
          />
        </fieldset>

        <div className="grid gap-5 md:grid-cols-2">
          {textFields(t).map(({ key, id, label, placeholder }) => (
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
            label={t('analysisSection.witnesses')}
            hint={t('analysisSection.witnessesHint')}
            className="md:col-span-2"
            error={error('witnessName')}
          >
            <Input autoComplete="off" {...field('witness-names', 'witnessName', { hint: true })} />
          </Field>
        </div>

        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('analysisSection.followUp')}</legend>
          <div className="mt-3 grid gap-3 md:grid-cols-3">
            {followUps(t).map(({ key, id, label, hint }) => (
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
};
