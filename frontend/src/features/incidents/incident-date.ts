import type { IncidentSummary } from '@hs/contracts';
import { formatDate } from '@/lib/dates';
import { i18n } from '@/lib/i18n';

/**
 * The incident's date, or, for an old report whose date is not a real day (kept as null by the
 * server), the text as it was entered: nothing a person typed is hidden or silently changed.
 */
export const incidentDateText = (incident: Pick<IncidentSummary, 'date' | 'dateAsReported'>): string =>
  incident.date === null && incident.dateAsReported !== undefined
    ? i18n.t('incidents:unknownDate', { date: incident.dateAsReported })
    : formatDate(incident.date);
