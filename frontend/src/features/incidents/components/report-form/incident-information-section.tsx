import { IncidentType, Severity } from '@hs/contracts';
import { Field } from '../../../../components/ui/field';
import { Input, NativeSelect, Textarea } from '../../../../components/ui/form-controls';
import { pastDateRange } from '../../../../lib/dates';
import { incidentTypeLabels, severityLevels } from '../../incident-labels';
import { EstablishmentField } from './establishment-field';
import { FormSection } from './form-section';
import type { ReportFormValues, SetReportField } from './report-form-values';

interface SectionProps {
  values: ReportFormValues;
  setField: SetReportField;
}

export const IncidentInformationSection = ({ values, setField }: SectionProps) => (
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
      <Field id="incident-date" label="Date of Incident" required>
        <Input
          id="incident-date"
          type="date"
          {...pastDateRange()}
          required
          value={values.date}
          onChange={(e) => setField('date', e.target.value)}
        />
      </Field>
      <Field id="incident-time" label="Time of Incident">
        <Input
          id="incident-time"
          type="time"
          value={values.time}
          onChange={(e) => setField('time', e.target.value)}
        />
      </Field>
      <Field id="incident-location" label="Location" required className="md:col-span-2">
        <Input
          id="incident-location"
          aria-required="true"
          autoComplete="off"
          placeholder="e.g. Warehouse B, loading dock 2"
          value={values.location}
          onChange={(e) => setField('location', e.target.value)}
        />
      </Field>
      <Field id="incident-description" label="Description" required className="md:col-span-2">
        <Textarea
          id="incident-description"
          aria-required="true"
          rows={5}
          placeholder="Describe what happened, the sequence of events and the conditions at the time."
          value={values.description}
          onChange={(e) => setField('description', e.target.value)}
        />
      </Field>
    </div>
  </FormSection>
);
