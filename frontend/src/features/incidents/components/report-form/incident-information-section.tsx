import { IncidentType } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { pastDateRange } from '@/lib/dates';
import { incidentTypeLabels, severityLevels } from '@/features/incidents/incident-labels';
import { EstablishmentField } from './establishment-field';
import { FormSection } from './form-section';
import type { IncidentReportForm, ReportFields } from './use-incident-report-form';

interface SectionProps {
  fields: ReportFields;
  establishment: IncidentReportForm['establishment'];
}

export const IncidentInformationSection = ({ fields: { field, error }, establishment }: SectionProps) => (
  <FormSection
    id="incident-information"
    step={1}
    title="Incident Information"
    description="What happened, when and where."
  >
    <div className="grid gap-5 md:grid-cols-2">
      <EstablishmentField {...establishment} />
      <Field id="incident-type" label="Incident Type" required>
        <NativeSelect {...field('incident-type', 'type')} required>
          {IncidentType.options.map((type) => (
            <option key={type} value={type}>
              {incidentTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="incident-severity" label="Severity Level">
        <NativeSelect {...field('incident-severity', 'severity')}>
          {severityLevels.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="incident-date" label="Date of Incident" required error={error('date')}>
        <Input type="date" {...pastDateRange()} {...field('incident-date', 'date')} required />
      </Field>
      <Field id="incident-time" label="Time of Incident" error={error('time')}>
        <Input {...field('incident-time', 'time')} type="time" />
      </Field>
      <Field
        id="incident-location"
        label="Location"
        required
        className="md:col-span-2"
        error={error('location')}
      >
        <Input
          {...field('incident-location', 'location', { required: true })}
          autoComplete="off"
          placeholder="e.g. Warehouse B, loading dock 2"
        />
      </Field>
      <Field
        id="incident-description"
        label="Description"
        required
        className="md:col-span-2"
        error={error('description')}
      >
        <Textarea
          {...field('incident-description', 'description', { required: true })}
          rows={5}
          placeholder="Describe what happened, the sequence of events and the conditions at the time."
        />
      </Field>
    </div>
  </FormSection>
);
