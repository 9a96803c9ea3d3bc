import { Link } from 'react-router';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import type { useOshaScope } from '../use-osha-scope';
import { AsOfField, asOfSearch } from './as-of-field';

type Scope = ReturnType<typeof useOshaScope>;

/** Chooses the establishment, the year among those retained, and the day the records are read as of. */
export const FormScope = ({ scope, current }: { scope: Scope; current: '300' | '300a' }) => {
  const establishments = scope.establishments.data ?? [];
  const query = scope.search ? `?${scope.search}` : '';
  return (
    <div className="grid gap-3 print:hidden">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="osha-establishment" label="Establishment">
          <NativeSelect
            id="osha-establishment"
            value={scope.establishmentId}
            onChange={(e) => scope.set({ establishmentId: e.target.value })}
          >
            {establishments.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="osha-year"
          label="Year"
          hint="OSHA records are kept five years after their year (29 CFR 1904.33)."
        >
          <NativeSelect
            id="osha-year"
            value={String(scope.year)}
            onChange={(e) => scope.set({ year: e.target.value })}
            aria-describedby="osha-year-hint"
          >
            {scope.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <AsOfField id="osha-as-of" value={scope.asOf} onChange={(day) => scope.set({ asOf: day })} />
      </div>
      <nav aria-label="OSHA forms" className="flex flex-wrap gap-4 text-sm font-medium">
        {current === '300' ? (
          <Link className="text-brand-800 underline" to={`/osha/300a${query}`}>
            Form 300A summary
          </Link>
        ) : (
          <Link className="text-brand-800 underline" to={`/osha${query}`}>
            Form 300 log
          </Link>
        )}
        <Link className="text-brand-800 underline" to={`/osha/ita${asOfSearch(scope.asOf)}`}>
          ITA files
        </Link>
        <button type="button" className="text-brand-800 underline" onClick={() => window.print()}>
          Print
        </button>
      </nav>
    </div>
  );
};
