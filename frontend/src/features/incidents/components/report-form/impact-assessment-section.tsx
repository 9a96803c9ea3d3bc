import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Controller } from 'react-hook-form';
import { FormSection } from './form-section';
import { ToggleRow } from './toggle-row';
import type { ReportFields } from './use-incident-report-form';

type ImpactField =
  | 'injuryOccurred'
  | 'illnessOccurred'
  | 'medicalAttentionRequired'
  | 'propertyDamage'
  | 'environmentalImpact'
  | 'workRelated';

const impacts = (
  t: TFunction<'incidents'>,
): { key: ImpactField; id: string; label: string; hint: string }[] => [
  {
    key: 'injuryOccurred',
    id: 'injury-occurred',
    label: t('impactSection.injury'),
    hint: t('impactSection.injuryHint'),
  },
  {
    key: 'illnessOccurred',
    id: 'illness-occurred',
    label: t('impactSection.illness'),
    hint: t('impactSection.illnessHint'),
  },
  {
    key: 'medicalAttentionRequired',
    id: 'medical-attention-required',
    label: t('impactSection.medical'),
    hint: t('impactSection.medicalHint'),
  },
  {
    key: 'propertyDamage',
    id: 'property-damage',
    label: t('impactSection.property'),
    hint: t('impactSection.propertyHint'),
  },
  {
    key: 'environmentalImpact',
    id: 'environmental-impact',
    label: t('impactSection.environment'),
    hint: t('impactSection.environmentHint'),
  },
  {
    key: 'workRelated',
    id: 'work-related',
    label: t('impactSection.workRelated'),
    hint: t('impactSection.workRelatedHint'),
  },
];

export const ImpactAssessmentSection = ({ control }: { control: ReportFields['control'] }) => {
  const { t } = useTranslation('incidents');
  return (
    <FormSection
      id="impact-assessment"
      step={3}
      title={t('impactSection.title')}
      description={t('impactSection.description')}
    >
      <div className="grid gap-3 md:grid-cols-2">
        {impacts(t).map(({ key, id, label, hint }) => (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field }) => (
              <ToggleRow
                id={id}
                label={label}
                hint={hint}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </div>
    </FormSection>
  );
};
