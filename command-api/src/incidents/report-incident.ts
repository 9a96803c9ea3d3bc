import {
  DomainError,
  formatReportNumber,
  incidentDecider,
  incidentStreamId,
  type IncidentReport,
  type IncidentReported,
} from '@hs/domain';
import { ConcurrencyError, formatPosition, type EventStore, type StoredEvent } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import { idFromIdempotencyKey, keyReusedProblem, requestHash } from '../commands/idempotency.ts';
import type { CommandContext } from '../http/command-context.ts';
import { departmentOf } from './incident-permission.ts';
import { reportNumberCounter } from './report-numbers.ts';
import { requireEstablishment } from './assign-incident-establishment.ts';
import { attachToIncident } from '../attachments/attach-to-incident.ts';

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

/** What a keyed retry must repeat to be a replay: the form, and the files when there are any. */
const hashedRequest = (report: IncidentReport, attachmentIds: readonly string[]) =>
  attachmentIds.length > 0 ? { report, attachmentIds } : report;

/**
 * ReportIncident: the server assigns id, report number and reporter; the body brings the form and
 * the ids of files the reporter uploaded just before it.
 */
export const reportIncident = async (
  deps: { store: EventStore },
  report: IncidentReport,
  context: CommandContext,
  idempotencyKey: string | undefined,
  attachmentIds: readonly string[] = [],
): Promise<ReportIncidentResult> => {
  const scope = context.command.userId ?? 'anonymous';
  const incidentId = idempotencyKey ? idFromIdempotencyKey(`incident:${scope}`, idempotencyKey) : newId();
  const streamId = incidentStreamId(incidentId);
  // Only a keyed request is ever compared with an earlier one: hashing the whole form costs
  // measurable CPU under load (docs/performance.md, "HTTP").
  const keyed = idempotencyKey
    ? { idempotencyKey, requestHash: requestHash(hashedRequest(report, attachmentIds)) }
    : null;
  if (keyed) {
    const [first] = await deps.store.readStream(streamId, { toVersion: 1 });
    if (first) return replay(first, keyed.requestHash);
  }
  if (report.establishmentId) await requireEstablishment(deps.store, report.establishmentId);
  // The site's calendar year: a report made on New Year's Eve evening is numbered in the old year.
  const year = Number(context.command.today.slice(0, 4));
  const reporterDepartment = await departmentOf(deps.store, context.command.userId);
  const attaching = await attachToIncident(deps.store, attachmentIds, incidentId, context);
  try {
    // The number is taken in the append's transaction and recorded in the event (the audit trail);
    // the stream is new by construction, so the decider starts from its initial state.
    const { number, results } = await deps.store.appendNumbered(
      reportNumberCounter(year),
      (sequence) => {
        const command = {
          type: 'ReportIncident' as const,
          data: {
            incidentId,
            reportNumber: formatReportNumber(year, sequence),
            report,
            reporterDepartment,
            attachments: attaching.refs,
          },
          metadata: context.command,
        };
        const events = incidentDecider.decide(command, incidentDecider.initialState);
        return [
          { streamId, expected: 0, events: events.map((e) => ({ type: e.type, data: e.data })) },
          ...attaching.appends,
        ];
      },
      { ...context.event('ReportIncident'), ...keyed },
    );
    const reportNumber = formatReportNumber(year, number);
    return {
      id: incidentId,
      reportNumber,
      consistencyToken: formatPosition(results[0]!.position),
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
