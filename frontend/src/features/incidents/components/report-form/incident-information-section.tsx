import { IncidentType, Severity } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { pastDateRange } from '@/lib/dates';
import { incidentTypeLabels, severityLevels } from '@/features/incidents/incident-labels';
import { EstablishmentField } from './establishment-field';
import { FormSection } from './form-section';
import { reportFieldProps } from './report-field-props';
import type { ReportErrors, ReportFormValues, SetReportField } from './report-form-values';

interface SectionProps {
  values: ReportFormValues;
  setField: SetReportField;
  errors: ReportErrors;
}

export const IncidentInformationSection = ({ values, setField, errors }: SectionProps) => (
  <FormSection
    id="incident-information"
    step={1}
    title="Incident Information"
    description="What happened, when and where."
  >
    <div className="grid gap-5 md:grid-cols-2">
      <EstablishmentField value={values.establishmentId} onChange={(id) => setField('establishmentId', id)} />
      <Field id="incident-type" label="Incident Type" required>
        <NativeSelect
          id="incident-type"
          required
          value={values.type}
          onChange={(e) => setField('type', IncidentType.parse(e.target.value))}
        >
          {IncidentType.options.map((type) => (
            <option key={type} value={type}>
              {incidentTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="incident-severity" label="Severity Level">
        <NativeSelect
          id="incident-severity"
          value={values.severity}
          onChange={(e) => setField('severity', Severity.parse(e.target.value))}
        >
          {severityLevels.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="incident-date" label="Date of Incident" required error={errors.date}>
        <Input
          id="incident-date"
          type="date"
          {...pastDateRange()}
          {...reportFieldProps('date', 'incident-date', errors)}
          required
          value={values.date}
          onChange={(e) => setField('date', e.target.value)}
        />
      </Field>
      <Field id="incident-time" label="Time of Incident" error={errors.time}>
        <Input
          id="incident-time"
          {...reportFieldProps('time', 'incident-time', errors)}
          type="time"
          value={values.time}
          onChange={(e) => setField('time', e.target.value)}
        />
      </Field>
      <Field
        id="incident-location"
        label="Location"
        required
        className="md:col-span-2"
        error={errors.location}
      >
        <Input
          id="incident-location"
          {...reportFieldProps('location', 'incident-location', errors, { required: true })}
          autoComplete="off"
          placeholder="e.g. Warehouse B, loading dock 2"
          value={values.location}
          onChange={(e) => setField('location', e.target.value)}
        />
      </Field>
      <Field
        id="incident-description"
        label="Description"
        required
        className="md:col-span-2"
        error={errors.description}
      >
        <Textarea
          id="incident-description"
          {...reportFieldProps('description', 'incident-description', errors, { required: true })}
          rows={5}
          placeholder="Describe what happened, the sequence of events and the conditions at the time."
          value={values.description}
          onChange={(e) => setField('description', e.target.value)}
        />
      </Field>
    </div>
  </FormSection>
);
