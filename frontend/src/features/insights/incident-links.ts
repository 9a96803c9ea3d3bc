import type { IncidentStatus, IncidentType } from '@hs/contracts';

/** What a row narrows the incidents to: its days, types, statuses and place. */
export type RowScope = {
  from: string;
  to: string;
  types?: IncidentType[];
  statuses?: IncidentStatus[];
  establishment?: string;
  department?: string;
};

/**
 * The incident list as near to a row as it can filter: its tabs, by status. It has no filter by
 * day, type, place or department yet, so a link shows more than the row counts (issue 43).
 */
export const incidentsLink = (row: RowScope): string =>
  row.statuses?.some((status) => status === 'resolved' || status === 'closed')
    ? '/incidents?tab=resolved'
    : '/incidents';
