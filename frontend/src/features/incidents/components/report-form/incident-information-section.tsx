import { useTranslation } from 'react-i18next';
import { IncidentType } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { pastDateRange } from '@/lib/dates';
import { incidentTypeLabel, severityLabel, severityLevels } from '@/features/incidents/incident-labels';
import { EstablishmentField } from './establishment-field';
import { FormSection } from './form-section';
import type { IncidentReportForm, ReportFields } from './use-incident-report-form';

interface SectionProps {
  fields: ReportFields;
  establishment: IncidentReportForm['establishment'];
}

export const IncidentInformationSection = ({ fields: { field, error }, establishment }: SectionProps) => {
  const { t } = useTranslation('incidents');
  return (
    <FormSection
      id="incident-information"
      step={1}
      title={t('incidentSection.title')}
      description={t('incidentSection.description')}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <EstablishmentField {...establishment} />
        <Field id="incident-type" label={t('incidentSection.type')} required>
          <NativeSelect {...field('incident-type', 'type')} required>
            {IncidentType.options.map((type) => (
              <option key={type} value={type}>
                {incidentTypeLabel(type)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="incident-severity" label={t('incidentSection.severity')}>
          <NativeSelect {...field('incident-severity', 'severity')}>
            {severityLevels.map((level) => (
              <option key={level} value={level}>
                {severityLabel(level)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="incident-date" label={t('incidentSection.date')} required error={error('date')}>
          <Input type="date" {...pastDateRange()} {...field('incident-date', 'date')} required />
        </Field>
        <Field id="incident-time" label={t('incidentSection.time')} error={error('time')}>
          <Input {...field('incident-time', 'time')} type="time" />
        </Field>
        <Field
          id="incident-location"
          label={t('incidentSection.location')}
          required
          className="md:col-span-2"
          error={error('location')}
        >
          <Input
            {...field('incident-location', 'location', { required: true })}
            autoComplete="off"
            placeholder={t('incidentSection.locationPlaceholder')}
          />
        </Field>
        <Field
          id="incident-description"
          label={t('incidentSection.descriptionLabel')}
          required
          className="md:col-span-2"
          error={error('description')}
        >
          <Textarea
            {...field('incident-description', 'description', { required: true })}
            rows={5}
            placeholder={t('incidentSection.descriptionPlaceholder')}
          />
        </Field>
      </div>
    </FormSection>
  );
};
