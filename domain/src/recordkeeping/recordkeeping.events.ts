import type { Event } from '../shared/command.ts';
import type { DecisionField, RecordkeepingDecision } from './recordkeeping.decision.ts';

/** Every decision and every later change, whole, with what changed and why. */
export type RecordkeepingDecided = Event<
  'RecordkeepingDecided',
  {
    incidentId: string;
    decision: RecordkeepingDecision;
    /** Every field on the first decision; the fields that differ from the previous one after. */
    changed: DecisionField[];
    reason: string | null;
    decidedBy: string | null;
    decidedByName: string | null;
    decidedAt: string;
  }
>;

export type RecordkeepingEvent = RecordkeepingDecided;

/** Its own stream per incident: the incident's stream stays free of medical details. */
export const recordkeepingStreamId = (incidentId: string): string => `recordkeeping-${incidentId}`;
