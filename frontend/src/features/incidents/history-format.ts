import type { IncidentHistoryEntry, Role } from '@hs/contracts';
import { actorLabel, actorWords } from '../../lib/actor-words';
import { eventTypeText } from '../../lib/event-words';
import { roleLabels } from '../auth/role-labels';
import { incidentStatusLabel } from './incident-labels';

const momentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** An event's time to the second: two changes a minute apart must read differently. */
export const formatMoment = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : momentFormat.format(date);
};

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

const pad = (n: number): string => String(n).padStart(2, '0');

/** An ISO time as the value of a datetime-local input (local time, to the second). */
export const toLocalInputValue = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** A datetime-local value (local time) as an ISO date-time for the API, or null when invalid. */
export const fromLocalInputValue = (value: string): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};
