import type { Command } from '../shared/command.ts';
import type { RecordkeepingDecision } from './recordkeeping.decision.ts';

export type DecideRecordkeeping = Command<
  'DecideRecordkeeping',
  {
    incidentId: string;
    /** The incident's date (the day of injury), read from its stream by the handler. */
    injuryDate: string;
    decision: RecordkeepingDecision;
    reason: string | null;
  }
>;

export type RecordkeepingCommand = DecideRecordkeeping;
