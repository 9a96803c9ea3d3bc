import type { Company, IncidentStatus, IncidentType, Severity } from '@hs/contracts';

/** What the list endpoint filters on (ListIncidentsQuery in @hs/contracts); all optional. */
export interface IncidentListFilter {
  limit?: number;
  statuses?: readonly IncidentStatus[];
  severities?: readonly Severity[];
  search?: string;
  /** Only incidents with corrective actions not verified effective. */
  openActions?: boolean;
  /** The reports marked duplicate or void instead of those that count. */
  setAside?: boolean;
  /** Only the signed-in user's own reports. */
  mine?: boolean;
  /** The days it happened on, both included (YYYY-MM-DD, the site's calendar). */
  from?: string;
  to?: string;
  types?: readonly IncidentType[];
  location?: string;
  establishment?: string;
  company?: Company;
  department?: string;
}

/** Time travel: the incident after its n-th event, or as it stood at a moment (ISO date-time). */
export type IncidentAsOf = { version: number } | { time: string };

/**
 * Query keys of the incidents feature; invalidating `all` refreshes every list, detail and
 * history. A past view sits under its incident's `detail` key, so invalidating the detail also
 * refreshes what "changed since" says.
 */
export const incidentKeys = {
  all: ['incidents'] as const,
  list: (filter: IncidentListFilter) => ['incidents', 'list', filter] as const,
  pages: (filter: IncidentListFilter) => ['incidents', 'pages', filter] as const,
  detail: (id: string) => ['incidents', 'detail', id] as const,
  detailAsOf: (id: string, asOf: IncidentAsOf) => ['incidents', 'detail', id, asOf] as const,
  history: (id: string) => ['incidents', 'history', id] as const,
  audit: (id: string) => ['incidents', 'audit', id] as const,
  recordkeeping: (id: string) => ['incidents', 'recordkeeping', id] as const,
  reporterProfile: ['incidents', 'reporter-profile'] as const,
  directory: (search: string) => ['incidents', 'directory', search] as const,
};
