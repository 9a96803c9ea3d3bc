import { investigationDecider, investigationStreamId, type ActionSource } from '@hs/domain';
import type { StreamAppend, EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { loadInvestigation } from '../investigations/investigation-commands.ts';

/**
 * An action raised from a cause is recorded on the investigation in the same transaction, at the
 * version read: the cause must exist (else 422 naming `source`) and cannot be removed meanwhile.
 */
export const linkToCause = async (
  store: EventStore,
  source: Extract<ActionSource, { kind: 'cause' }>,
  actionId: string,
  context: CommandContext,
): Promise<StreamAppend> => {
  const { state, version } = await loadInvestigation(store, source.incidentId);
  const events = investigationDecider.decide(
    { type: 'LinkCauseAction', data: { causeId: source.causeId, actionId }, metadata: context.command },
    state,
  );
  return {
    streamId: investigationStreamId(source.incidentId),
    expected: version,
    events: events.map((e) => ({ type: e.type, data: e.data })),
  };
};
