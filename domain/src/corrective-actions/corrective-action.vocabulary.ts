import { calendarDate } from '../shared/time-zone.ts';

/** The hierarchy of controls, most effective first (ISO 45001 clause 8.1.2). */
export const controlLevels = ['elimination', 'substitution', 'engineering', 'administrative', 'ppe'] as const;
export type ControlLevel = (typeof controlLevels)[number];

export const actionPriorities = ['low', 'medium', 'high'] as const;
export type ActionPriority = (typeof actionPriorities)[number];

/** Stored states; "overdue" is derived from the due date when read. */
export const actionStates = ['open', 'in-progress', 'done', 'verified'] as const;
export type ActionState = (typeof actionStates)[number];

/** What an action answers: an inspection's finding, an incident, a cause its investigation found, or nothing recorded. */
export type ActionSource =
  | { kind: 'finding'; inspectionId: string; findingId: string }
  | { kind: 'incident'; incidentId: string }
  | { kind: 'cause'; incidentId: string; causeId: string }
  | { kind: 'none' };

/**
 * An action is overdue once its due date has ended in the zone of its establishment (else the
 * site's) and it is not done: a day ends at local midnight wherever the work is.
 */
export const isActionOverdue = (
  action: { state: ActionState; dueDate: string },
  now: Date,
  timeZone: string,
): boolean =>
  (action.state === 'open' || action.state === 'in-progress') && action.dueDate < calendarDate(now, timeZone);
