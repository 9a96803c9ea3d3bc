import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { MixedLog, type LogRow } from '@hs/tests/mixed-log';

/** A value in COPY's text format: backslashes doubled (JSON text holds no raw tab or newline). */
const text = (value: string): string => (value.includes('\\') ? value.replaceAll('\\', '\\\\') : value);
const hex = (buffer: Buffer) => `\\\\x${buffer.toString('hex')}`;
const line = (e: LogRow) =>
  `${e.streamId}\t${e.streamVersion}\t${e.eventId}\t${e.type}\t1\t${text(e.dataJson)}\t${text(e.metadataJson)}\t${
    e.recordedAt
  }\t${hex(e.hash)}\t${hex(e.prevHash)}\n`;

/**
 * The COPY text of at least `count` events, a block of the mixed log per chunk (one CopyData
 * message each), built as the stream asks for them: the server parses one chunk while Node makes
 * the next. Each stream's head is noted in `heads` for the es_streams COPY.
 */
function* eventChunks(log: MixedLog, count: number, heads: Map<string, LogRow>, counts: Map<string, number>) {
  for (let done = 0; done < count;) {
    const block = log.nextBlock();
    let chunk = '';
    for (const e of block) {
      chunk += line(e);
      heads.set(e.streamId, e);
      counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
    }
    done += block.length;
    yield chunk;
  }
}

function* streamChunks(heads: Map<string, LogRow>, skip: string) {
  let chunk = '';
  for (const e of heads.values()) {
    if (e.streamId === skip) continue;
    chunk += `${e.streamId}\t${e.streamType}\t${e.streamVersion}\t${hex(e.hash)}\n`;
    if (chunk.length > 64_000) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Loads about `count` events of the mixed log (tests/src/support/mixed-log.ts: made by the
 * domain's deciders, hash chains intact) into a fresh database's log with COPY, `perTransaction`
 * events per transaction, and returns how many of each type it wrote. Report numbers are the
 * log's own from 1: the database is the bench's alone, nobody else numbers reports in it.
 */
export const copyMixedLog = async (
  client: pg.ClientBase,
  count: number,
  onProgress: (done: number) => void = () => {},
  perTransaction = 50_000,
): Promise<Map<string, number>> => {
  const log = new MixedLog();
  const counts = new Map<string, number>();
  let done = 0;
  while (done < count) {
    const heads = new Map<string, LogRow>();
    await client.query('BEGIN');
    await pipeline(
      Readable.from(eventChunks(log, Math.min(perTransaction, count - done), heads, counts)),
      client.query(
        copyFrom(`COPY es_events (stream_id, stream_version, event_id, event_type, schema_version, data,
          metadata, recorded_at, hash, prev_hash) FROM STDIN`),
      ),
    );
    const audit = log.auditHead;
    // Every stream but the audit stream begins and ends within one block, so within this COPY.
    await pipeline(
      Readable.from(streamChunks(heads, audit?.streamId ?? '')),
      client.query(copyFrom('COPY es_streams (stream_id, stream_type, version, last_hash) FROM STDIN')),
    );
    if (audit)
      await client.query(
        `INSERT INTO es_streams (stream_id, stream_type, version, last_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (stream_id) DO UPDATE SET version = EXCLUDED.version, last_hash = EXCLUDED.last_hash`,
        [audit.streamId, audit.streamType, audit.version, audit.hash],
      );
    await client.query('COMMIT');
    done = [...counts.values()].reduce((sum, n) => sum + n, 0);
    onProgress(done);
  }
  return counts;
};
