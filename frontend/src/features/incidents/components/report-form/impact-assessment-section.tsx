import { FormSection } from './form-section';
import type { ReportFormValues, SetReportField } from './report-form-values';
import { ToggleRow } from './toggle-row';

interface SectionProps {
  values: ReportFormValues;
  setField: SetReportField;
}

type ImpactField =
  'injuryOccurred' | 'medicalAttentionRequired' | 'propertyDamage' | 'environmentalImpact' | 'workRelated';

const impacts: { key: ImpactField; id: string; label: string; hint: string }[] = [
  {
    key: 'injuryOccurred',
    id: 'injury-occurred',
    label: 'Injury occurred',
    hint: 'Someone was hurt, however minor.',
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

export const ImpactAssessmentSection = ({ values, setField }: SectionProps) => (
  <FormSection
    id="impact-assessment"
    step={3}
    title="Impact Assessment"
    description="The consequences of the incident."
  >
    <div className="grid gap-3 md:grid-cols-2">
      {impacts.map(({ key, id, label, hint }) => (
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
  </FormSection>
);
