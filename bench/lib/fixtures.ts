import { randomUUID } from 'node:crypto';
import { ReportIncidentBody } from '@hs/contracts';
import { formatReportNumber, incidentDecider, incidentStreamId } from '@hs/domain';
import { canonicalJson, chainHash, type EventMetadata } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import { recordedPeople, validReport } from '@hs/tests/incident-fixtures';

/** The body every POST of the bench sends: the complete form of the browser test. */
export const reportBody = validReport();

/** Who the bench acts as in events it writes itself. */
export const benchMetadata = (command: string): EventMetadata => ({
  userId: null,
  userName: 'bench',
  role: null,
  command,
  correlationId: randomUUID(),
  causationId: null,
  requestId: null,
  clientIp: '127.0.0.1',
});

/**
 * The payload of the append scenarios: an incident report as the command API stores it, so the
 * three subjects write rows of the size the application writes.
 */
export const appendPayload = () => ({
  ...parsedReport,
  ...benchPeople,
  incidentId: randomUUID(),
  reportNumber: 'IR-2026-000001',
  reportedBy: null,
});

/** The people of the bench's reports, as the command API reads them from the records. */
export const benchPeople = recordedPeople();

const GENESIS = Buffer.alloc(32);
const { involved: _involved, ...parsedReport } = ReportIncidentBody.parse(reportBody);

/** The year of the fixture events' report numbers. */
export const FIXTURE_YEAR = 2026;

/** One IncidentReported event exactly as the command API would append it, with its hash. */
export const incidentReportedRow = (sequence: number, recordedAt: string) => {
  const incidentId = newId();
  // Validated once: only the location and severity vary, both within the schema.
  const report = {
    ...parsedReport,
    location: `Site ${sequence % 97}, bay ${sequence % 13}`,
    severity: (['Low', 'Medium', 'High', 'Critical'] as const)[sequence % 4]!,
  };
  const [event] = incidentDecider.decide(
    {
      type: 'ReportIncident',
      data: {
        incidentId,
        reportNumber: formatReportNumber(FIXTURE_YEAR, sequence),
        report,
        people: benchPeople,
      },
      metadata: {
        now: recordedAt,
        today: recordedAt.slice(0, 10),
        userId: null,
        userName: 'bench',
        role: null,
      },
    },
    incidentDecider.initialState,
  );
  const streamId = incidentStreamId(incidentId);
  const eventId = newId();
  const metadata = benchMetadata('ReportIncident');
  const content = { streamId, eventId, type: event!.type, schemaVersion: 1, data: event!.data, metadata };
  const hash = chainHash(GENESIS, canonicalJson({ ...content, recordedAt }));
  return { streamId, eventId, type: event!.type, data: event!.data, metadata, hash };
};
