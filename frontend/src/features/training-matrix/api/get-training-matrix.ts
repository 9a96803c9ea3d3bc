import { queryOptions } from '@tanstack/react-query';
import { TrainingMatrix, trainingMatrixRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

export type MatrixFilters = {
  withinDays: number;
  establishmentId: string;
  department: string;
  role: string;
};

/** The filters as the query string both the matrix and its CSV take; empty ones are left out. */
export const matrixQueryString = (filters: MatrixFilters): string =>
  new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** GET /api/training-matrix: people x required courses (a supervisor's department only). */
export const trainingMatrixQueryOptions = (filters: MatrixFilters) => {
  const query = matrixQueryString(filters);
  return queryOptions({
    queryKey: trainingKeys.matrix(query),
    queryFn: ({ signal }) => getJson(`${trainingMatrixRoutes.matrix}?${query}`, TrainingMatrix, signal),
  });
};
