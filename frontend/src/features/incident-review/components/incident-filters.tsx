import { useId } from 'react';
import { CalendarRange, Search, SlidersHorizontal } from 'lucide-react';
import { IncidentStatus, Severity } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, Label, NativeSelect } from '@/components/ui/form-controls';
import { incidentStatusLabels, severityLevels } from '@/features/incidents';

export interface IncidentFilterValues {
  search: string;
  status: IncidentStatus | 'all';
  severity: Severity | 'all';
  openActions: boolean;
}

interface IncidentFiltersProps {
  values: IncidentFilterValues;
  onChange: (values: IncidentFilterValues) => void;
}

/** Search, status, severity and open-actions filters of Incident Management; Advanced and Date Range are not built yet. */
export const IncidentFilters = ({ values, onChange }: IncidentFiltersProps) => {
  const id = useId();
  return (
    <div className="grid items-end gap-3 md:grid-cols-[minmax(0,1fr)_11rem_11rem] xl:grid-cols-[minmax(0,1fr)_11rem_11rem_auto_auto]">
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
      <div className="flex items-center gap-2 pb-2">
        <Checkbox
          id={`${id}-open-actions`}
          checked={values.openActions}
          onCheckedChange={(checked) => onChange({ ...values, openActions: checked === true })}
        />
        <Label htmlFor={`${id}-open-actions`}>Open actions only</Label>
      </div>
      <div className="flex gap-2 md:col-span-3 xl:col-span-1">
        {/* Kept from the specification, inert until advanced filtering is designed (docs/product.md). */}
        <Button variant="secondary" disabled title="Coming soon">
          <SlidersHorizontal aria-hidden="true" />
          Advanced<span className="sr-only"> (coming soon)</span>
        </Button>
        <Button variant="secondary" disabled title="Coming soon">
          <CalendarRange aria-hidden="true" />
          Date Range<span className="sr-only"> (coming soon)</span>
        </Button>
      </div>
    </div>
  );
};
