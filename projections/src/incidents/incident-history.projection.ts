import type { IncidentEvent } from '@hs/domain';
import type { Projection, StoredEvent } from '@hs/infra';
import { applyToSnapshot, changedFields, type IncidentSnapshot } from './incident-snapshot.ts';

/**
 * `incident_history`: one row per event of every incident, with who did it, what changed and the
 * whole incident as it stood right after it. The history view, the status timeline and time
 * travel ("as of version n" or "as of a time") read it.
 */
export const incidentHistoryProjection: Projection = {
  name: 'incident-history',
  // 2: without the index on (incident_id, recorded_at). Every read names one incident and walks its
  // few versions on the primary key, time travel by time included (issue 8: the index cost 7% of
  // the table's WAL per row, for no query).
  version: 2,
  handles: (e) => e.type === 'IncidentReported' || e.type === 'IncidentStatusChanged',
  perStream: true,
  tables: [
    {
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
        snapshot       jsonb NOT NULL,
        PRIMARY KEY (incident_id, version)
      );`,
    },
  ],
  async apply(client, events) {
    const relevant = events.filter(
      (e) => e.type === 'IncidentReported' || e.type === 'IncidentStatusChanged',
    );
    if (relevant.length === 0) return;
    // The snapshots before the batch, read at once: for every change, the row of the version before.
    const wanted = relevant.filter((e) => e.type !== 'IncidentReported');
    const stored = new Map<string, IncidentSnapshot>();
    if (wanted.length > 0) {
      const { rows } = await client.query<{
        incident_id: string;
        version: string;
        snapshot: IncidentSnapshot;
      }>(
        `SELECT h.incident_id, h.version, h.snapshot
           FROM incident_history h
           JOIN unnest($1::uuid[], $2::bigint[]) AS w(incident_id, version) USING (incident_id, version)`,
        [wanted.map((e) => incidentIdOf(e)), wanted.map((e) => e.streamVersion - 1)],
      );
      for (const row of rows) stored.set(`${row.incident_id}:${row.version}`, row.snapshot);
    }
    // Snapshots of earlier events in the same batch, so a batch needs no read-back.
    const latest = new Map<string, IncidentSnapshot>();
    const rows: HistoryRow[] = [];
    for (const e of relevant) {
      const incidentId = incidentIdOf(e);
      const event = { type: e.type, data: e.data } as IncidentEvent;
      const previous =
        latest.get(incidentId) ??
        (event.type === 'IncidentReported'
          ? null
          : (stored.get(`${incidentId}:${e.streamVersion - 1}`) ?? null));
      const snapshot = applyToSnapshot(previous, event, e.streamVersion);
      if (!snapshot) continue;
      latest.set(incidentId, snapshot);
      const change = event.type === 'IncidentStatusChanged' ? event.data : null;
      rows.push({
        incident_id: incidentId,
        version: e.streamVersion,
        event_id: e.eventId,
        event_type: e.type,
        recorded_at: e.recordedAt,
        actor_id: e.metadata.userId,
        actor_name: e.metadata.userName,
        actor_role: e.metadata.role,
        from_status: change?.from ?? null,
        to_status: change?.to ?? (event.type === 'IncidentReported' ? 'submitted' : null),
        note: change?.note ?? null,
        changed_fields: changedFields(previous, snapshot),
        snapshot,
      });
    }
    if (rows.length === 0) return;
    // One statement for the batch: a rebuild reads the log thousands of events at a time.
    await client.query(
      `INSERT INTO incident_history (incident_id, version, event_id, event_type, recorded_at, actor_id, actor_name,
                                     actor_role, from_status, to_status, note, changed_fields, snapshot)
       SELECT incident_id, version, event_id, event_type, recorded_at, actor_id, actor_name, actor_role, from_status,
              to_status, note, changed_fields, snapshot
         FROM jsonb_to_recordset($1::jsonb) AS r(incident_id uuid, version bigint, event_id uuid, event_type text,
              recorded_at timestamptz, actor_id text, actor_name text, actor_role text, from_status text,
              to_status text, note text, changed_fields text[], snapshot jsonb)
       ON CONFLICT (incident_id, version) DO NOTHING`,
      [JSON.stringify(rows)],
    );
  },
};

const incidentIdOf = (e: StoredEvent) => e.streamId.slice('incident-'.length);

type HistoryRow = {
  incident_id: string;
  version: number;
  event_id: string;
  event_type: string;
  recorded_at: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_role: string | null;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  changed_fields: string[];
  snapshot: IncidentSnapshot;
};
