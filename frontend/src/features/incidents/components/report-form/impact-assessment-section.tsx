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

const impacts: { key: ImpactField; id: string; label: string; hint: string }[] = [
  {
    key: 'injuryOccurred',
    id: 'injury-occurred',
    label: 'Injury occurred',
    hint: 'Someone was hurt, however minor.',
  },
  {
    key: 'illnessOccurred',
    id: 'illness-occurred',
    label: 'Illness occurred',
    hint: 'Someone fell ill from work: a rash, breathing trouble, poisoning, hearing loss.',
  },
  {
    key: 'medicalAttentionRequired',
    id: 'medical-attention-required',
    label: 'Medical attention required',
    hint: 'Treatment beyond first aid was needed.',
  },
  {
    key: 'propertyDamage',
    id: 'property-damage',
    label: 'Property damage',
    hint: 'Equipment, vehicles or buildings were damaged.',
  },
  {
    key: 'environmentalImpact',
    id: 'environmental-impact',
    label: 'Environmental impact',
    hint: 'A spill, release or emission reached the environment.',
  },
  {
    key: 'workRelated',
    id: 'work-related',
    label: 'Work related',
    hint: 'It happened while carrying out work duties.',
  },
];

export const ImpactAssessmentSection = ({ control }: { control: ReportFields['control'] }) => (
  <FormSection
    id="impact-assessment"
    step={3}
    title="Impact Assessment"
    description="The consequences of the incident."
  >
    <div className="grid gap-3 md:grid-cols-2">
      {impacts.map(({ key, id, label, hint }) => (
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
