import {
  DomainError,
  formatReportNumber,
  incidentDecider,
  incidentStreamId,
  type IncidentReport,
  type IncidentReported,
} from '@hs/domain';
import { ConcurrencyError, formatPosition, type EventStore, type StoredEvent, newId } from '@hs/infra';
import { handleCommand } from '../commands/handle-command.ts';
import { idFromIdempotencyKey, keyReusedProblem, requestHash } from '../commands/idempotency.ts';
import type { CommandContext } from '../http/command-context.ts';
import type { ReportNumbers } from './report-numbers.ts';
import { departmentOf } from './incident-permission.ts';
import { requireEstablishment } from './assign-incident-establishment.ts';

export type ReportIncidentResult = {
  id: string;
  reportNumber: string;
  consistencyToken: string;
  replayed: boolean;
};

const replay = (first: StoredEvent, hash: string): ReportIncidentResult => {
  if (first.metadata.requestHash !== hash) throw keyReusedProblem();
  const data = first.data as IncidentReported['data'];
  return {
    id: data.incidentId,
    reportNumber: data.reportNumber,
    consistencyToken: formatPosition(first.position),
    replayed: true,
  };
};

/** ReportIncident: the server assigns id, report number and reporter; the body brings the form. */
export const reportIncident = async (
  deps: { store: EventStore; reportNumbers: ReportNumbers },
  report: IncidentReport,
  context: CommandContext,
  idempotencyKey: string | undefined,
): Promise<ReportIncidentResult> => {
  const scope = context.command.userId ?? 'anonymous';
  const incidentId = idempotencyKey ? idFromIdempotencyKey(`incident:${scope}`, idempotencyKey) : newId();
  const streamId = incidentStreamId(incidentId);
  // Only a keyed request is ever compared with an earlier one (canonical JSON and sha256 of the
  // whole form cost a few per cent of the API's CPU under load: issue 8).
  const keyed = idempotencyKey ? { idempotencyKey, requestHash: requestHash(report) } : null;
  if (keyed) {
    const [first] = await deps.store.readStream(streamId, { toVersion: 1 });
    if (first) return replay(first, keyed.requestHash);
  }
  if (report.establishmentId) await requireEstablishment(deps.store, report.establishmentId);
  const [number, reporterDepartment] = await Promise.all([
    deps.reportNumbers.take(),
    departmentOf(deps.store, context.command.userId),
  ]);
  const reportNumber = formatReportNumber(new Date(context.command.now).getUTCFullYear(), number);
  try {
    const { result } = await handleCommand(
      deps.store,
      streamId,
      incidentDecider,
      {
        type: 'ReportIncident',
        data: { incidentId, reportNumber, report, reporterDepartment },
        metadata: context.command,
      },
      {
        ...context.event('ReportIncident'),
        ...keyed,
      },
      // The id is fresh, or was just found unused: no need to read the stream (one round trip).
      { expected: 0, newStream: true },
    );
    return {
      id: incidentId,
      reportNumber,
      consistencyToken: formatPosition(result!.position),
      replayed: false,
    };
  } catch (error) {
    // Two requests with the same key at once: the loser answers with the winner's result, whether
    // it lost at the append (conflict) or already saw the winner's event when it loaded the stream.
    const lostRace =
      error instanceof ConcurrencyError ||
      (error instanceof DomainError && error.code === 'IncidentAlreadyReported');
    if (lostRace && keyed) {
      const [first] = await deps.store.readStream(streamId, { toVersion: 1 });
      if (first) return replay(first, keyed.requestHash);
    }
    throw error;
  }
};
