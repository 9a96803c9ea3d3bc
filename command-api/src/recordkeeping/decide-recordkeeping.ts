import {
  DomainError,
  incidentStreamId,
  recordkeepingDecider,
  recordkeepingStreamId,
  type IncidentReported,
  type RecordkeepingDecision,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

/** The day of injury, from the incident's first event; an unknown incident is a 404. */
const injuryDateOf = async (store: EventStore, incidentId: string): Promise<string> => {
  const [first] = await store.readStream(incidentStreamId(incidentId), { toVersion: 1 });
  if (!first) throw new DomainError('IncidentNotFound');
  return (first.data as IncidentReported['data']).date;
};

/** DecideRecordkeeping: the first decision, a reclassification or a days update, on its own stream. */
export const decideRecordkeeping = async (
  store: EventStore,
  incidentId: string,
  input: { decision: RecordkeepingDecision; reason: string | null },
  context: CommandContext,
) => {
  const injuryDate = await injuryDateOf(store, incidentId);
  const { result, version } = await handleCommand(
    store,
    recordkeepingStreamId(incidentId),
    recordkeepingDecider,
    {
      type: 'DecideRecordkeeping',
      data: { incidentId, injuryDate, decision: input.decision, reason: input.reason },
      metadata: context.command,
    },
    context.event('DecideRecordkeeping'),
  );
  return { version, consistencyToken: result ? formatPosition(result.position) : null };
};
