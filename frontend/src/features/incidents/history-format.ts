import type { IncidentHistoryEntry, Role } from '@hs/contracts';
import { actorLabel, actorWords } from '@/lib/actor-words';
import { instantOfSiteDateTime, siteDateTimeValue } from '@/lib/dates';
import { eventTypeText } from '@/lib/event-words';
import { roleLabels } from '@/lib/role-labels';
import { incidentStatusLabel } from './incident-labels';

/** What happened, in the words of the screens (display labels, not the stored vocabulary). */
export const eventTitle = (entry: IncidentHistoryEntry): string => {
  if (entry.type === 'IncidentReported') return 'Incident reported';
  if (entry.type === 'IncidentStatusChanged' && entry.toStatus) {
    return entry.fromStatus
      ? `Status changed from ${incidentStatusLabel(entry.fromStatus)} to ${incidentStatusLabel(entry.toStatus)}`
      : `Status set to ${incidentStatusLabel(entry.toStatus)}`;
  }
  return eventTypeText(entry.type);
};

/** Who recorded it, for a table cell: a person's name, or "The system (sample data)". */
export const actorName = (entry: IncidentHistoryEntry): string => actorLabel(entry.actor.name);

/** Who recorded it, inside a sentence ("by the system (sample data)"). */
export const actorInSentence = (entry: IncidentHistoryEntry): string => actorWords(entry.actor.name);

/** A person's role in words; the application's own "system" role is said by its name already. */
export const actorRole = (entry: IncidentHistoryEntry): string | null =>
  entry.actor.role && entry.actor.role !== 'system' ? (roleLabels[entry.actor.role as Role] ?? null) : null;

export const actorText = (entry: IncidentHistoryEntry): string => {
  const role = actorRole(entry);
  return role ? `${actorInSentence(entry)} (${role})` : actorInSentence(entry);
};

/** An ISO time as the value of a datetime-local input (the site's wall clock, to the second). */
export const toLocalInputValue = (iso: string): string => siteDateTimeValue(iso);

/** A datetime-local value (the site's wall clock) as an ISO date-time for the API, or null when invalid. */
export const fromLocalInputValue = (value: string): string | null => instantOfSiteDateTime(value);
