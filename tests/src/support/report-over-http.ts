import { validReport } from './incident-fixtures.ts';
import { ourPageHeaders } from './our-pages.ts';

/**
 * POST /api/incidents to a running app as the report page sends it, with an Idempotency-Key: a
 * writer that retries after a failed answer with the same key cannot make the report twice.
 */
export const postReport = (baseUrl: string, cookie: string, idempotencyKey: string, location: string) =>
  fetch(`${baseUrl}/api/incidents`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...ourPageHeaders(baseUrl),
      cookie,
      'idempotency-key': idempotencyKey,
    },
    body: JSON.stringify(validReport({ location })),
    signal: AbortSignal.timeout(15_000),
  });
