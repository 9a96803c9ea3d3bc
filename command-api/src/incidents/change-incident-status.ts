import { incidentDecider, incidentStreamId, type IncidentStatus } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

/**
 * ChangeIncidentStatus. With `expectedVersion` (the version the administrator was looking at),
 * a change someone else made in between makes this one fail with 409 instead of overwriting it.
 */
export const changeIncidentStatus = async (
  store: EventStore,
  incidentId: string,
  change: { status: IncidentStatus; note: string | null; expectedVersion?: number },
  context: CommandContext,
) => {
  const { result, version } = await handleCommand(
    store,
    incidentStreamId(incidentId),
    incidentDecider,
    {
      type: 'ChangeIncidentStatus',
      data: { status: change.status, note: change.note },
      metadata: context.command,
    },
    context.event('ChangeIncidentStatus'),
    change.expectedVersion === undefined ? {} : { expected: change.expectedVersion },
  );
  return {
    status: change.status,
    version,
    consistencyToken: result ? formatPosition(result.position) : null,
  };
};
