import { useQuery } from '@tanstack/react-query';
import { ChoiceOptions } from '@/components/ui/choice-options';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { establishmentsQueryOptions } from '@/features/establishments';
import { roleLabels, roles } from '@/lib/role-labels';
import type { MatrixFilters as Filters } from '../api/get-training-matrix';

export const WINDOWS = [7, 14, 30, 60, 90] as const;

type Props = {
  filters: Filters;
  departments: readonly string[];
  onChange: (next: Filters) => void;
};

/** The window of "expiring" and the filters by establishment, department and role. */
export const MatrixFilters = ({ filters, departments, onChange }: Props) => {
  const establishments = useQuery(establishmentsQueryOptions());
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: key === 'withinDays' ? Number(event.target.value) : event.target.value });
  return (
    <form
      aria-label="Matrix filters"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field id="matrix-within" label="Expiring within">
        <NativeSelect id="matrix-within" value={filters.withinDays} onChange={set('withinDays')}>
          {WINDOWS.map((days) => (
            <option key={days} value={days}>
              {days} days
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="matrix-establishment" label="Establishment">
        <NativeSelect
          id="matrix-establishment"
          value={filters.establishmentId}
          onChange={set('establishmentId')}
        >
          <ChoiceOptions
            empty="All establishments"
            items={(establishments.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
          />
        </NativeSelect>
      </Field>
      <Field id="matrix-department" label="Department">
        <NativeSelect id="matrix-department" value={filters.department} onChange={set('department')}>
          <ChoiceOptions empty="All departments" items={departments.map((d) => ({ value: d, label: d }))} />
        </NativeSelect>
      </Field>
      <Field id="matrix-role" label="Role">
        <NativeSelect id="matrix-role" value={filters.role} onChange={set('role')}>
          <ChoiceOptions empty="All roles" items={roles.map((r) => ({ value: r, label: roleLabels[r] }))} />
        </NativeSelect>
      </Field>
    </form>
  );
};
