import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Company, incidentTypes, insightPeriods, severities, type InsightsAnswer } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field, describedBy } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { incidentTypeLabel } from '@/features/incidents';
import { periodLabels, type InsightFilters } from '../insight-filters';

interface InsightFiltersFormProps {
  filters: InsightFilters;
  options: InsightsAnswer['options'] | undefined;
  /** A supervisor's department: their figures are held to it. */
  scopedToDepartment: string | null;
  /** The server's reasons, keyed by field, for filters it refused. */
  errors: Record<string, string>;
  onApply: (filters: InsightFilters) => void;
}

type Change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;

interface ChoiceProps {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: Change;
  /** The first choice, which filters nothing ("All types"); none when a choice is required. */
  all?: string;
  choices: readonly { value: string; label: string }[];
}

const Choice = ({ id, label, error, value, onChange, all, choices }: ChoiceProps) => (
  <Field id={id} label={label} error={error}>
    <NativeSelect id={id} {...describedBy(id, { error })} value={value} onChange={onChange}>
      {all !== undefined && <option value="">{all}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  </Field>
);

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The period and the narrowing filters; applied together, so the charts change once. */
export const InsightFiltersForm = ({
  filters,
  options,
  scopedToDepartment,
  errors,
  onApply,
}: InsightFiltersFormProps) => {
  const [draft, setDraft] = useState(filters);
  const set =
    (key: keyof InsightFilters): Change =>
    (event) =>
      setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const establishments = (options?.establishments ?? []).filter(
    (e) => draft.company === '' || e.company === draft.company,
  );
  const dateField = (key: 'from' | 'to' | 'year', label: string) => {
    const id = `insights-${key}`;
    return (
      <Field id={id} label={label} error={errors[key]}>
        <Input
          id={id}
          {...describedBy(id, { error: errors[key] })}
          {...(key === 'year'
            ? { type: 'number', inputMode: 'numeric' as const, min: 1970, max: 2099 }
            : { type: 'date' })}
          value={draft[key]}
          onChange={set(key)}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={submit} aria-label="Filters" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Choice
        id="insights-period"
        label="Period"
        error={errors.period}
        value={draft.period}
        onChange={set('period')}
        choices={insightPeriods.map((p) => ({ value: p, label: periodLabels[p] }))}
      />
      {draft.period === 'year' && dateField('year', 'Year')}
      {draft.period === 'custom' && (
        <>
          {dateField('from', 'From')}
          {dateField('to', 'To')}
        </>
      )}
      <Choice
        id="insights-company"
        label="Company"
        error={errors.company}
        value={draft.company}
        onChange={set('company')}
        all="All companies"
        choices={same(Company.options)}
      />
      <Choice
        id="insights-establishment"
        label="Establishment"
        error={errors.establishment}
        value={draft.establishment}
        onChange={set('establishment')}
        all="All establishments"
        choices={establishments.map((e) => ({ value: e.id, label: e.name }))}
      />
      {scopedToDepartment ? (
        <Field id="insights-department" label="Department">
          <Input id="insights-department" value={scopedToDepartment} readOnly aria-readonly="true" />
        </Field>
      ) : (
        <Choice
          id="insights-department"
          label="Department"
          error={errors.department}
          value={draft.department}
          onChange={set('department')}
          all="All departments"
          choices={same(options?.departments ?? [])}
        />
      )}
      <Choice
        id="insights-type"
        label="Incident type"
        // A list filter's refusal names its first item ("type.0").
        error={errors['type.0'] ?? errors.type}
        value={draft.type}
        onChange={set('type')}
        all="All types"
        choices={incidentTypes.map((t) => ({ value: t, label: incidentTypeLabel(t) }))}
      />
      <Choice
        id="insights-severity"
        label="Severity"
        error={errors['severity.0'] ?? errors.severity}
        value={draft.severity}
        onChange={set('severity')}
        all="All severities"
        choices={same(severities)}
      />
      <div className="flex items-end">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Apply filters
        </Button>
      </div>
    </form>
  );
};
