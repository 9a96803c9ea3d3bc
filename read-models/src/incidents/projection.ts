import type { IncidentEvent } from '@hs/domain';
import type { StoredEvent } from '@hs/infra/event-store';
import { projectionOf } from '../typed-projection.ts';
import { snapshotKey, storedSnapshots, writeIncidentRows, type HistoryRow } from './rows.ts';
import { applyToSnapshot, changedFields, type IncidentSnapshot } from './snapshot.ts';

/** What the history shows as the note of an event: a status note, a comment, a raised action. */
const noteOf = (event: IncidentEvent): string | null => {
  switch (event.type) {
    case 'IncidentStatusChanged': {
      const { openActionsOverride: override, investigationOverride: early } = event.data;
      if (!override && !early) return event.data.note;
      const actions = override?.actions.map((a) => `"${a.title}" (${a.state})`).join(', ');
      return [
        event.data.note ?? '',
        override ? `Closed with actions not verified: ${actions}. Reason: ${override.reason}` : '',
        early
          ? `Closed before the investigation was approved (${early.investigationState}). Reason: ${early.reason}`
          : '',
      ]
        .filter((line) => line.length > 0)
        .join('\n');
    }
    case 'IncidentCommented':
      return event.data.text;
    case 'IncidentAttachmentAdded':
      return event.data.attachment.name;
    case 'IncidentCorrectiveActionRaised':
      return event.data.title;
    case 'IncidentMarkedDuplicate':
      return `Duplicate of ${event.data.duplicateOfReportNumber}. Reason: ${event.data.reason}`;
    case 'IncidentVoided':
    case 'IncidentReinstated':
      return event.data.reason;
    default:
      return null;
  }
};
const incidentIdOf = (e: StoredEvent) => e.streamId.slice('incident-'.length);

/**
 * The incident read models, written together in one transaction:
 * - `incidents`: one row per incident with the columns lists filter, search and sort on. `version`
 *   is the stream version the row reflects: it never moves back, so replays change nothing.
 * - `incident_history`: one row per event of every incident, with who did it, what changed and the
 *   whole incident as it stood right after it. The detail view shows the snapshot of the incident's
 *   current version; the history view, the status timeline and time travel ("as of version n" or
 *   "as of a time") read the others.
 *
 * Both follow the same events, so they are one projection: one transaction and one statement per
 * batch instead of two, every event folded once, and the snapshot stored once (the `incidents` row
 * used to carry a second copy). A read of either waits for one checkpoint, and the detail and its
 * history can never disagree.
 */
export const incidentsProjection = projectionOf({
  name: 'incidents',
  // 3: `incident_history` joined in; the current snapshot is read from it.
  // 4: a date that is not a real day is kept as reported, beside a null date.
  // 5: comments in the history; reporter and departments on the row, for who sees what.
  // 6: the status index ends with id and a trigram index serves the search, for keyset pages.
  // 7: the establishment each incident belongs to, and the list of those without one.
  // 8: files added to a report after it was made are in the history.
  // 9: duplicate and void: `disposition`, and `counted`, the one column every count filters on.
  // 10: each reporter's reports newest first ("My reports", possible duplicates), and the
  //    supervisors told of each report, who review it.
  // 11: the days incidents happened on, for the list's date range.
  version: 11,
  events: {
    IncidentReported: true,
    IncidentStatusChanged: true,
    IncidentCommented: true,
    IncidentAttachmentAdded: true,
    IncidentEstablishmentAssigned: true,
    IncidentCorrectiveActionRaised: true,
    IncidentMarkedDuplicate: true,
    IncidentVoided: true,
    IncidentReinstated: true,
  },
  perStream: true,
  tables: [
    {
      name: 'incidents',
      ddl: `CREATE TABLE incidents (
        id            uuid PRIMARY KEY,
        report_number text NOT NULL UNIQUE,
        type          text NOT NULL,
        severity      text NOT NULL,
        location      text NOT NULL,
        date          date,
        date_as_reported text,
        status        text NOT NULL,
        employee_name text NOT NULL,
        created_at    timestamptz NOT NULL,
        version       bigint NOT NULL,
        search_text   text NOT NULL,
        reported_by   text,
        -- departmentKey() of the report's employee department and of the reporter's: who reviews it.
        employee_department text,
        reporter_department text,
        establishment_id    uuid,
        -- 'duplicate' or 'void' while the safety team has it set aside, null when it counts.
        disposition   text,
        -- Whether the incident counts anywhere: every figure, list default, OSHA clock and rate reads this.
        counted       boolean GENERATED ALWAYS AS (disposition IS NULL) STORED,
        -- The supervisors told of the report (employee ids): they review it.
        supervisor_ids      text[] NOT NULL DEFAULT '{}'
      );
      CREATE INDEX incidents_newest ON incidents (created_at DESC, id DESC);
      CREATE INDEX incidents_by_reporter ON incidents (reported_by, created_at DESC, id DESC);
      CREATE INDEX incidents_by_status ON incidents (status, created_at DESC, id DESC);
      CREATE INDEX incidents_search ON incidents USING gin (search_text gin_trgm_ops);
      CREATE INDEX incidents_by_supervisor ON incidents USING gin (supervisor_ids);
      CREATE INDEX incidents_by_day ON incidents (date);
      CREATE INDEX incidents_without_establishment ON incidents (created_at DESC) WHERE establishment_id IS NULL;`,
    },
    {
      // Every read names one incident and walks its few versions on the primary key, time travel
      // by time included. The snapshot is json, not jsonb: it is only ever read whole, and json
      // keeps the text as written instead of parsing it into a binary form (docs/performance.md,
      // "Projections").
      name: 'incident_history',
      ddl: `CREATE TABLE incident_history (
        incident_id    uuid NOT NULL,
        version        bigint NOT NULL,
        event_id       uuid NOT NULL,
        event_type     text NOT NULL,
        recorded_at    timestamptz NOT NULL,
        actor_id       text,
        actor_name     text,
        actor_role     text,
        from_status    text,
        to_status      text,
        note           text,
        changed_fields text[] NOT NULL,
        snapshot       json NOT NULL,
        PRIMARY KEY (incident_id, version)
      );`,
    },
  ],
  async apply(client, relevant) {
    const stored = await storedSnapshots(client, snapshotsBefore(relevant));
    // The newest snapshot of every incident of the batch: what a later event of it folds into.
    const latest = new Map<string, IncidentSnapshot>();
    const history: HistoryRow[] = [];
    for (const e of relevant) {
      const incidentId = incidentIdOf(e);
      const known = latest.get(incidentId);
      // An event met twice in one batch (a bus redelivers it) is applied once.
      if (known && e.streamVersion <= known.version) continue;
      const event: IncidentEvent = e;
      const previous =
        event.type === 'IncidentReported'
          ? null
          : (known ?? stored.get(snapshotKey(incidentId, e.streamVersion - 1)) ?? null);
      const snapshot = applyToSnapshot(previous, event, e.streamVersion);
      if (!snapshot) continue;
      latest.set(incidentId, snapshot);
      const change = event.type === 'IncidentStatusChanged' ? event.data : null;
      history.push({
        incidentId,
        version: e.streamVersion,
        eventId: e.eventId,
        eventType: e.type,
        recordedAt: e.recordedAt,
        actorId: e.metadata.userId,
        actorName: e.metadata.userName,
        actorRole: e.metadata.role,
        fromStatus: change?.from ?? null,
        toStatus: change?.to ?? (event.type === 'IncidentReported' ? 'submitted' : null),
        note: noteOf(event),
        changedFields: changedFields(previous, snapshot),
        snapshot,
      });
    }
    if (history.length > 0) await writeIncidentRows(client, history, [...latest.values()]);
  },
});

/** The stored versions the batch's changes fold into: those of incidents with no earlier event in it. */
const snapshotsBefore = (events: readonly StoredEvent[]) => {
  const inBatch = new Set<string>();
  const wanted: { incidentId: string; version: number }[] = [];
  for (const e of events) {
    const incidentId = incidentIdOf(e);
    if (e.type !== 'IncidentReported' && !inBatch.has(incidentId))
      wanted.push({ incidentId, version: e.streamVersion - 1 });
    inBatch.add(incidentId);
  }
  return wanted;
};
