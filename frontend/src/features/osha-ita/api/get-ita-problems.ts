import { queryOptions } from '@tanstack/react-query';
import { ItaProblems, itaRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';

export const itaKeys = {
  all: ['osha', 'ita'] as const,
  problems: (year: number, asOf = '') => ['osha', 'ita', 'problems', year, asOf] as const,
};

/** GET /api/osha/ita/problems?year=&asOf=: what OSHA would reject in the year's files (admins). */
export const itaProblemsQueryOptions = (year: number, asOf = '') =>
  queryOptions({
    queryKey: itaKeys.problems(year, asOf),
    queryFn: ({ signal }) => getJson(itaRoutes.problems(year, asOf || null), ItaProblems, signal),
  });
