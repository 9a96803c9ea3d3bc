import type { Osha300Query } from '@hs/contracts';

/** The query string of a form's GET: empty dates are left out. */
export const oshaQueryString = (query: Osha300Query): string => {
  const params = new URLSearchParams({ establishmentId: query.establishmentId, year: String(query.year) });
  if (query.asOf) params.set('asOf', query.asOf);
  if (query.since) params.set('since', query.since);
  return params.toString();
};
