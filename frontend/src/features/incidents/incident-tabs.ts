import type { IncidentStatus } from '@hs/contracts';
import { i18n } from '@/lib/i18n';

export type IncidentTab = 'all' | 'mine' | 'pending-review' | 'resolved' | 'set-aside';

interface IncidentTabDefinition {
  value: IncidentTab;
  /** Read when shown, in the interface's language. */
  label: () => string;
  /** Statuses shown on the tab; undefined shows every incident. */
  statuses?: readonly IncidentStatus[];
  /** The reports marked duplicate or void, which every other tab leaves out. */
  setAside?: true;
  /** Only the signed-in user's own reports, newest first. */
  mine?: boolean;
  emptyMessage: () => string;
}

/** The incident list's tabs, filtering on the one status vocabulary. */
export const incidentTabs: IncidentTabDefinition[] = [
  {
    value: 'all',
    label: () => i18n.t('incidents:list.tabs.all'),
    emptyMessage: () => i18n.t('incidents:list.empty.all'),
  },
  {
    value: 'mine',
    label: () => i18n.t('incidents:list.tabs.mine'),
    mine: true,
    emptyMessage: () => i18n.t('incidents:list.empty.mine'),
  },
  {
    value: 'pending-review',
    label: () => i18n.t('incidents:list.tabs.pendingReview'),
    statuses: ['submitted', 'under-review'],
    emptyMessage: () => i18n.t('incidents:list.empty.pendingReview'),
  },
  {
    value: 'resolved',
    label: () => i18n.t('incidents:list.tabs.resolved'),
    statuses: ['resolved', 'closed'],
    emptyMessage: () => i18n.t('incidents:list.empty.resolved'),
  },
  {
    value: 'set-aside',
    label: () => i18n.t('incidents:list.tabs.setAside'),
    setAside: true,
    emptyMessage: () => i18n.t('incidents:list.empty.setAside'),
  },
];

export const isIncidentTab = (value: string | null): value is IncidentTab =>
  incidentTabs.some((tab) => tab.value === value);
