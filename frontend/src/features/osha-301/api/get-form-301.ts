import { queryOptions } from '@tanstack/react-query';
import { Form301, itaRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';

/** GET /api/osha/301/:incidentId?asOf=: the Form 301 of a recordable case (safety team only). */
export const form301QueryOptions = (incidentId: string, asOf = '') =>
  queryOptions({
    queryKey: ['osha', '301', incidentId, asOf] as const,
    queryFn: ({ signal }) => getJson(itaRoutes.form301(incidentId, asOf || null), Form301, signal),
  });
