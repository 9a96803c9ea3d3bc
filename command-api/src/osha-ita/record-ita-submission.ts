import { itaSubmissionDecider, itaSubmissionStreamId } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';
import { requireEstablishment } from '../incidents/assign-incident-establishment.ts';

/** RecordItaSubmission: an admin notes the ITA upload of a year, which stops that year's ITA clock. */
export const recordItaSubmission = async (
  store: EventStore,
  data: { establishmentId: string; year: number; confirmationNumber: string },
  context: CommandContext,
) => {
  await requireEstablishment(store, data.establishmentId);
  const { result, version } = await handleCommand(
    store,
    itaSubmissionStreamId(data.establishmentId),
    itaSubmissionDecider,
    { type: 'RecordItaSubmission', data, metadata: context.command },
    context.event('RecordItaSubmission'),
  );
  return { version, consistencyToken: result ? formatPosition(result.position) : null };
};
