import { queryOptions } from '@tanstack/react-query';
import { ItaProblems, itaRoutes } from '@hs/contracts';
import { getJson } from '../../../lib/http';

export const itaKeys = { problems: (year: number) => ['osha', 'ita', 'problems', year] as const };

/** GET /api/osha/ita/problems?year=: what OSHA would reject in the year's files (admins). */
export const itaProblemsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: itaKeys.problems(year),
    queryFn: ({ signal }) => getJson(itaRoutes.problems(year), ItaProblems, signal),
  });
