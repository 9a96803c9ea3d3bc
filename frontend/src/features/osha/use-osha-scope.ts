import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { todayIsoDate } from '@/lib/dates';
import { establishmentsQueryOptions } from '@/features/establishments';

/** 1904.33: the current year and the five before it are kept, and offered. */
export const RETAINED_YEARS = 5;

export const retainedYears = (today: string = todayIsoDate()): number[] => {
  const current = Number(today.slice(0, 4));
  return Array.from({ length: RETAINED_YEARS + 1 }, (_, i) => current - i);
};

/**
 * Establishment, year, "as of" and "changed since" of the OSHA screens, kept in the address so the
 * 300 and the 300A open on the same scope and a printed page can be found again.
 */
export const useOshaScope = () => {
  const [params, setParams] = useSearchParams();
  const establishments = useQuery(establishmentsQueryOptions());
  const years = retainedYears();
  const year = Number(params.get('year') ?? years[0]);
  const establishmentId = params.get('establishmentId') ?? establishments.data?.[0]?.id ?? '';
  const asOf = params.get('asOf') ?? '';
  const since = params.get('since') ?? '';
  const set = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!next.get('establishmentId') && establishmentId) next.set('establishmentId', establishmentId);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { establishments, years, year, establishmentId, asOf, since, set, search: params.toString() };
};
