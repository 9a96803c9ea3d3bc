import { DomainError, incidentStreamId, oshaReportDecider, oshaReportStreamId } from '@hs/domain';
import type { OshaReportDetails } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

/** RecordOshaReport: an admin notes the 1904.39 report made to OSHA, which stops the incident's clock. */
export const recordOshaReport = async (
  store: EventStore,
  incidentId: string,
  details: OshaReportDetails,
  context: CommandContext,
) => {
  const [first] = await store.readStream(incidentStreamId(incidentId), { toVersion: 1 });
  if (!first) throw new DomainError('IncidentNotFound');
  const { result, version } = await handleCommand(
    store,
    oshaReportStreamId(incidentId),
    oshaReportDecider,
    { type: 'RecordOshaReport', data: { incidentId, ...details }, metadata: context.command },
    context.event('RecordOshaReport'),
  );
  return { version, consistencyToken: result ? formatPosition(result.position) : null };
};
