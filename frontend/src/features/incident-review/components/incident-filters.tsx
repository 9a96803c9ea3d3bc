import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarRange, Search, SlidersHorizontal, X } from 'lucide-react';
import { Company, IncidentStatus, IncidentType, Severity, incidentTypes } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, describedBy } from '@/components/ui/field';
import { Input, Label, NativeSelect } from '@/components/ui/form-controls';
import { establishmentsQueryOptions } from '@/features/establishments';
import { incidentStatusLabels, incidentTypeLabel, severityLevels } from '@/features/incidents';
import { dateRangeError, noFilters, type IncidentFilterValues } from '../incident-list-params';

interface IncidentFiltersProps {
  values: IncidentFilterValues;
  onChange: (values: IncidentFilterValues) => void;
}

const advancedKeys = ['types', 'location', 'establishment', 'company', 'department'] as const;
const advancedCount = (values: IncidentFilterValues) =>
  advancedKeys.filter((key) => values[key].length > 0).length;

/** A button that shows and hides the panel it controls; `count` says how many of its filters are set. */
const PanelToggle = ({
  open,
  onToggle,
  controls,
  count,
  icon,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  count: number;
  icon: ReactNode;
  children: string;
}) => (
  <Button
    variant="secondary"
    className="h-11"
    aria-expanded={open}
    aria-controls={controls}
    onClick={onToggle}
  >
    {icon}
    {children}
    {count > 0 && (
      <span>
        ({count}
        <span className="sr-only"> set</span>)
      </span>
    )}
  </Button>
);

/** The Advanced filters: type, where it happened, and whose department. */
const AdvancedFilters = ({ id, values, onChange }: IncidentFiltersProps & { id: string }) => {
  const { data: establishments } = useQuery(establishmentsQueryOptions());
  const typeValue = values.types.join(',');
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <Field id={`${id}-type`} label="Incident type">
        <NativeSelect
          id={`${id}-type`}
          value={typeValue}
          onChange={(e) =>
            onChange({
              ...values,
              types: e.target.value === '' ? [] : IncidentType.array().parse(e.target.value.split(',')),
            })
          }
        >
          <option value="">All types</option>
          {/* A link may name several types (the Insights near-miss ratio): shown as one choice. */}
          {values.types.length > 1 && (
            <option value={typeValue}>{values.types.map(incidentTypeLabel).join(' or ')}</option>
          )}
          {incidentTypes.map((type) => (
            <option key={type} value={type}>
              {incidentTypeLabel(type)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-location`} label="Location" hint="The whole location, any case">
        <Input
          id={`${id}-location`}
          {...describedBy(`${id}-location`, { hint: true })}
          autoComplete="off"
          maxLength={200}
          value={values.location}
          onChange={(e) => onChange({ ...values, location: e.target.value })}
        />
      </Field>
      <Field id={`${id}-company`} label="Company">
        <NativeSelect
          id={`${id}-company`}
          value={values.company}
          onChange={(e) =>
            onChange({
              ...values,
              company: e.target.value === '' ? '' : Company.parse(e.target.value),
              establishment: '',
            })
          }
        >
          <option value="">All companies</option>
          {Company.options.map((company) => (
            <option key={company} value={company}>
              {company}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-establishment`} label="Establishment">
        <NativeSelect
          id={`${id}-establishment`}
          value={values.establishment}
          onChange={(e) => onChange({ ...values, establishment: e.target.value })}
        >
          <option value="">All establishments</option>
          {(establishments ?? [])
            .filter((e) => values.company === '' || e.company === values.company)
            .map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-department`} label="Department" hint="Of the person involved, else the reporter">
        <Input
          id={`${id}-department`}
          {...describedBy(`${id}-department`, { hint: true })}
          autoComplete="off"
          maxLength={100}
          value={values.department}
          onChange={(e) => onChange({ ...values, department: e.target.value })}
        />
      </Field>
    </div>
  );
};

/** The days it happened on, both included; the end may not come before the start. */
const DateRangeFilters = ({ id, values, onChange }: IncidentFiltersProps & { id: string }) => {
  const error = dateRangeError(values) ?? undefined;
  return (
    <div className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-start">
      <Field id={`${id}-from`} label="From">
        <Input
          id={`${id}-from`}
          type="date"
          value={values.from}
          onChange={(e) => onChange({ ...values, from: e.target.value })}
        />
      </Field>
      <Field id={`${id}-to`} label="To" error={error}>
        <Input
          id={`${id}-to`}
          type="date"
          {...describedBy(`${id}-to`, { error })}
          value={values.to}
          onChange={(e) => onChange({ ...values, to: e.target.value })}
        />
      </Field>
      <p className="text-xs text-slate-600 sm:pt-9">
        The days it happened on, both included, in the site's time zone.
      </p>
    </div>
  );
};

/** Search, status, severity and open-actions filters of Incident Management, with the date range and advanced ones. */
export const IncidentFilters = ({ values, onChange }: IncidentFiltersProps) => {
  const id = useId();
  const dateCount = (values.from ? 1 : 0) + (values.to ? 1 : 0);
  // A panel whose filters are set starts open, so a link from Insights shows what it filtered by.
  const [open, setOpen] = useState({ advanced: advancedCount(values) > 0, dates: dateCount > 0 });
  const anySet = JSON.stringify(values) !== JSON.stringify(noFilters);
  return (
    <div className="grid gap-4">
      <div className="grid items-end gap-3 md:grid-cols-[minmax(0,1fr)_11rem_11rem] xl:grid-cols-[minmax(0,1fr)_11rem_11rem_auto]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-search`}>Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              className="pl-9"
              autoComplete="off"
              placeholder="Report number, description, location or employee"
              value={values.search}
              onChange={(e) => onChange({ ...values, search: e.target.value })}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={values.status}
            onChange={(e) =>
              onChange({
                ...values,
                status: e.target.value === 'all' ? 'all' : IncidentStatus.parse(e.target.value),
              })
            }
          >
            <option value="all">All Statuses</option>
            {IncidentStatus.options.map((status) => (
              <option key={status} value={status}>
                {incidentStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-severity`}>Severity</Label>
          <NativeSelect
            id={`${id}-severity`}
            value={values.severity}
            onChange={(e) =>
              onChange({
                ...values,
                severity: e.target.value === 'all' ? 'all' : Severity.parse(e.target.value),
              })
            }
          >
            <option value="all">All Severities</option>
            {severityLevels.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <Checkbox
            id={`${id}-open-actions`}
            checked={values.openActions}
            onCheckedChange={(checked) => onChange({ ...values, openActions: checked === true })}
          />
          <Label htmlFor={`${id}-open-actions`}>Open actions only</Label>
        </div>
        <div className="col-span-full flex flex-wrap gap-2">
          <PanelToggle
            open={open.advanced}
            onToggle={() => setOpen((o) => ({ ...o, advanced: !o.advanced }))}
            controls={`${id}-advanced`}
            count={advancedCount(values)}
            icon={<SlidersHorizontal aria-hidden="true" />}
          >
            Advanced
          </PanelToggle>
          <PanelToggle
            open={open.dates}
            onToggle={() => setOpen((o) => ({ ...o, dates: !o.dates }))}
            controls={`${id}-dates`}
            count={dateCount}
            icon={<CalendarRange aria-hidden="true" />}
          >
            Date Range
          </PanelToggle>
          {anySet && (
            <Button variant="ghost" className="h-11" onClick={() => onChange(noFilters)}>
              <X aria-hidden="true" />
              Clear filters
            </Button>
          )}
        </div>
      </div>
      <section id={`${id}-dates`} aria-label="Date range" hidden={!open.dates}>
        <DateRangeFilters id={id} values={values} onChange={onChange} />
      </section>
      <section id={`${id}-advanced`} aria-label="Advanced filters" hidden={!open.advanced}>
        <AdvancedFilters id={id} values={values} onChange={onChange} />
      </section>
    </div>
  );
};
