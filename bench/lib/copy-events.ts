import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { incidentReportedRow } from './fixtures.ts';

const csv = (value: string | number): string => `"${String(value).replaceAll('"', '""')}"`;
const hex = (buffer: Buffer) => `\\x${buffer.toString('hex')}`;

/** The lines of `items` joined into chunks of 1,000: one CopyData message each, not one per line. */
const inChunks = <T>(items: readonly T[], line: (item: T) => string): string[] => {
  const chunks: string[] = [];
  for (let i = 0; i < items.length; i += 1000)
    chunks.push(
      items
        .slice(i, i + 1000)
        .map(line)
        .join(''),
    );
  return chunks;
};

/**
 * Loads `count` IncidentReported events (one new incident stream each, hash chains intact) into
 * the event log with COPY, `perTransaction` events per transaction, and reports progress. Report
 * numbers come from the application's sequence, so they never collide with commands.
 */
export const copyIncidentEvents = async (
  client: pg.ClientBase,
  count: number,
  onProgress: (done: number) => void = () => {},
  perTransaction = 50_000,
): Promise<void> => {
  const { rows } = await client.query<{ first: string }>(
    "SELECT nextval('incident_report_number_seq') AS first",
  );
  const first = Number(rows[0]!.first);
  await client.query("SELECT setval('incident_report_number_seq', $1)", [first + count - 1]);
  for (let done = 0; done < count;) {
    const size = Math.min(perTransaction, count - done);
    const recordedAt = new Date().toISOString();
    const events = Array.from({ length: size }, (_, i) => incidentReportedRow(first + done + i, recordedAt));
    await client.query('BEGIN');
    await pipeline(
      Readable.from(
        inChunks(
          events,
          (e) =>
            [
              csv(e.streamId),
              '1',
              csv(e.eventId),
              csv(e.type),
              '1',
              csv(JSON.stringify(e.data)),
              csv(JSON.stringify(e.metadata)),
              csv(recordedAt),
              hex(e.hash),
              hex(Buffer.alloc(32)),
            ].join(',') + '\n',
        ),
      ),
      client.query(
        copyFrom(`COPY es_events (stream_id, stream_version, event_id, event_type, schema_version, data,
          metadata, recorded_at, hash, prev_hash) FROM STDIN WITH (FORMAT csv)`),
      ),
    );
    await pipeline(
      Readable.from(inChunks(events, (e) => `${csv(e.streamId)},incident,1,${hex(e.hash)}\n`)),
      client.query(
        copyFrom('COPY es_streams (stream_id, stream_type, version, last_hash) FROM STDIN WITH (FORMAT csv)'),
      ),
    );
    await client.query('COMMIT');
    done += size;
    onProgress(done);
  }
};

/**
 * Runs `work` (a bulk load into a database nobody else uses) with the secondary indexes and unique
 * constraints of `table` dropped, and builds them again afterwards: once, not row by row.
 */
export const withoutSecondaryIndexes = async <T>(
  client: pg.ClientBase,
  table: string,
  work: () => Promise<T>,
): Promise<T> => {
  const { rows: constraints } = await client.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype = 'u'`,
    [table],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.tablename = $1 AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  for (const c of constraints) await client.query(`ALTER TABLE ${table} DROP CONSTRAINT ${c.name}`);
  for (const i of indexes) await client.query(`DROP INDEX ${i.name}`);
  const result = await work();
  for (const i of indexes) await client.query(i.definition);
  for (const c of constraints)
    await client.query(`ALTER TABLE ${table} ADD CONSTRAINT ${c.name} ${c.definition}`);
  return result;
};
