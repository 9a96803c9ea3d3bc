import type { IncidentEvent } from '@hs/domain';
import type { Projection, StoredEvent } from '@hs/infra';
import type pg from 'pg';
import { applyToSnapshot, type IncidentSnapshot } from './incident-snapshot.ts';

/**
 * The `incidents` read model: one row per incident with the columns lists filter, search and
 * sort on, and the whole current snapshot as jsonb for the detail view. `version` is the stream
 * version the row reflects: an event at or below it is skipped, so replays change nothing.
 */
export const incidentsProjection: Projection = {
  name: 'incidents',
  version: 2,
  handles: (e) => e.type === 'IncidentReported' || e.type === 'IncidentStatusChanged',
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
        date          date NOT NULL,
        status        text NOT NULL,
        employee_name text NOT NULL,
        created_at    timestamptz NOT NULL,
        version       bigint NOT NULL,
        search_text   text NOT NULL,
        detail        jsonb NOT NULL
      );
      CREATE INDEX incidents_newest ON incidents (created_at DESC, id DESC);
      CREATE INDEX incidents_by_status ON incidents (status, created_at DESC);`,
    },
  ],
  async apply(client, events) {
    const reported: StoredEvent[] = [];
    for (const event of events) {
      if (event.type === 'IncidentReported') {
        reported.push(event);
        continue;
      }
      if (event.type !== 'IncidentStatusChanged') continue;
      // Keep the log order: new reports in this batch are written before their first change.
      if (reported.length > 0) await insertReported(client, reported.splice(0));
      await applyChange(client, event);
    }
    if (reported.length > 0) await insertReported(client, reported);
  },
};

const searchTextOf = (s: IncidentSnapshot) =>
  [s.reportNumber, s.description, s.location, s.employeeName].join(' ').toLowerCase();

/**
 * One statement for a run of new reports: rebuilds read the log thousands of events at a time. The
 * columns are taken from the snapshot in SQL, so each row travels once, as its snapshot.
 */
const insertReported = async (client: pg.ClientBase, events: StoredEvent[]) => {
  const rows = events.map((e) => {
    const s = applyToSnapshot(
      null,
      { type: 'IncidentReported', data: e.data } as IncidentEvent,
      e.streamVersion,
    )!;
    return { search_text: searchTextOf(s), d: s };
  });
  await client.query({
    name: 'incidents_insert_reported',
    text: `INSERT INTO incidents (id, report_number, type, severity, location, date, status, employee_name, created_at,
                                  version, search_text, detail)
           SELECT (d->>'id')::uuid, d->>'reportNumber', d->>'type', d->>'severity', d->>'location', (d->>'date')::date,
                  d->>'status', d->>'employeeName', (d->>'createdAt')::timestamptz, (d->>'version')::bigint,
                  r.search_text, d
             FROM jsonb_to_recordset($1::jsonb) AS r(search_text text, d jsonb)
           ON CONFLICT (id) DO NOTHING`,
    values: [JSON.stringify(rows)],
  });
};

const applyChange = async (client: pg.ClientBase, event: StoredEvent) => {
  const id = event.streamId.slice('incident-'.length);
  const { rows } = await client.query<{ detail: IncidentSnapshot; version: string }>(
    'SELECT detail, version FROM incidents WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row || Number(row.version) >= event.streamVersion) return;
  const next = applyToSnapshot(
    row.detail,
    { type: event.type, data: event.data } as IncidentEvent,
    event.streamVersion,
  );
  if (!next) return;
  await client.query('UPDATE incidents SET status = $2, version = $3, detail = $4 WHERE id = $1', [
    id,
    next.status,
    event.streamVersion,
    JSON.stringify(next),
  ]);
};
