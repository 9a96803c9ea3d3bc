import type { IncidentStatus } from '@hs/contracts';

export type IncidentTab = 'all' | 'mine' | 'pending-review' | 'resolved' | 'set-aside';

interface IncidentTabDefinition {
  value: IncidentTab;
  label: string;
  /** Statuses shown on the tab; undefined shows every incident. */
  statuses?: readonly IncidentStatus[];
  /** The reports marked duplicate or void, which every other tab leaves out. */
  setAside?: true;
  /** Only the signed-in user's own reports, newest first. */
  mine?: boolean;
  emptyMessage: string;
}

/** The incident list's tabs, filtering on the one status vocabulary. */
export const incidentTabs: IncidentTabDefinition[] = [
  { value: 'all', label: 'All Reports', emptyMessage: 'No incidents have been reported yet.' },
  {
    value: 'mine',
    label: 'My reports',
    mine: true,
    emptyMessage: 'You have not reported any incidents yet.',
  },
  {
    value: 'pending-review',
    label: 'Pending Review',
    statuses: ['submitted', 'under-review'],
    emptyMessage: 'No incidents are pending review.',
  },
  {
    value: 'resolved',
    label: 'Resolved',
    statuses: ['resolved', 'closed'],
    emptyMessage: 'No incidents have been resolved yet.',
  },
  {
    value: 'set-aside',
    label: 'Duplicates and void',
    setAside: true,
    emptyMessage: 'No reports are marked as duplicates or void.',
  },
];

export const isIncidentTab = (value: string | null): value is IncidentTab =>
  incidentTabs.some((tab) => tab.value === value);
