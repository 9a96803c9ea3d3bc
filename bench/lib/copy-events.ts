import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { FIXTURE_YEAR, incidentReportedRow } from './fixtures.ts';

/** A value in COPY's text format: backslashes doubled (JSON text holds no raw tab or newline). */
const text = (value: string): string => (value.includes('\\') ? value.replaceAll('\\', '\\\\') : value);
const GENESIS = Buffer.alloc(32);
const hex = (buffer: Buffer) => `\\\\x${buffer.toString('hex')}`;

/**
 * The COPY lines of `count` events numbered from `firstSequence`, 1,000 per chunk (one CopyData
 * message each), built as the stream asks for them: the server parses one chunk while Node builds
 * the next, so the two cores work at once. Each event's stream line is kept for the second COPY.
 */
function* eventChunks(firstSequence: number, count: number, recordedAt: string, streamLines: string[]) {
  for (let start = 0; start < count; start += 1000) {
    let chunk = '';
    for (let i = start; i < Math.min(start + 1000, count); i += 1) {
      const e = incidentReportedRow(firstSequence + i, recordedAt);
      chunk += `${e.streamId}\t1\t${e.eventId}\t${e.type}\t1\t${text(JSON.stringify(e.data))}\t${text(
        JSON.stringify(e.metadata),
      )}\t${recordedAt}\t${hex(e.hash)}\t${hex(GENESIS)}\n`;
      streamLines.push(`${e.streamId}\tincident\t1\t${hex(e.hash)}\n`);
    }
    yield chunk;
  }
}

function* inChunks(lines: readonly string[]) {
  for (let i = 0; i < lines.length; i += 1000) yield lines.slice(i, i + 1000).join('');
}

/**
 * Loads `count` IncidentReported events (one new incident stream each, hash chains intact) into
 * the event log with COPY, `perTransaction` events per transaction, and reports progress. Report
 * numbers come from the application's counter row of their year, so they never collide with commands.
 */
export const copyIncidentEvents = async (
  client: pg.ClientBase,
  count: number,
  onProgress: (done: number) => void = () => {},
  perTransaction = 50_000,
): Promise<void> => {
  const { rows } = await client.query<{ first: string }>(
    `INSERT INTO incident_report_counters (year, last_number) VALUES (${FIXTURE_YEAR}, $1)
     ON CONFLICT (year) DO UPDATE SET last_number = incident_report_counters.last_number + $1
     RETURNING (last_number - $1 + 1)::text AS first`,
    [count],
  );
  const first = Number(rows[0]!.first);
  for (let done = 0; done < count;) {
    const size = Math.min(perTransaction, count - done);
    const recordedAt = new Date().toISOString();
    const streamLines: string[] = [];
    await client.query('BEGIN');
    await pipeline(
      Readable.from(eventChunks(first + done, size, recordedAt, streamLines)),
      client.query(
        copyFrom(`COPY es_events (stream_id, stream_version, event_id, event_type, schema_version, data,
          metadata, recorded_at, hash, prev_hash) FROM STDIN`),
      ),
    );
    await pipeline(
      Readable.from(inChunks(streamLines)),
      client.query(copyFrom('COPY es_streams (stream_id, stream_type, version, last_hash) FROM STDIN')),
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
