import { incidentDecider, incidentStreamId } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

/** CommentOnIncident: the author is the signed-in user; the comment joins the incident's history. */
export const commentOnIncident = async (
  store: EventStore,
  incidentId: string,
  text: string,
  context: CommandContext,
) => {
  const { result, version } = await handleCommand(
    store,
    incidentStreamId(incidentId),
    incidentDecider,
    { type: 'CommentOnIncident', data: { text }, metadata: context.command },
    context.event('CommentOnIncident'),
  );
  return { version, consistencyToken: result ? formatPosition(result.position) : null };
};
