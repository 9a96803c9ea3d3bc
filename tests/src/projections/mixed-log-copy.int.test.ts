/**
 * The rebuild bench's log: the mixed log of the domain's deciders, loaded with COPY, must be a log
 * the store itself could have written: every hash chain intact, every stream head where it ends.
 */
import { expect, it } from 'vitest';
import { PostgresEventStore } from '@hs/infra/event-store';
import { copyMixedLog } from '../../../bench/lib/copy-mixed-log.ts';
import { useTestDatabase } from '../support/projection-harness.ts';

const db = useTestDatabase();

it('loads a mixed log over several transactions whose hash chains and stream heads verify', async () => {
  const counts = await copyMixedLog(db.client, 1000, () => {}, 300);
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThanOrEqual(1000);
  expect(counts.get('DocumentSigned')).toBeGreaterThan(0);
  const report = await new PostgresEventStore(db.pool).verify();
  expect(report.firstBreak).toBeNull();
  expect(report.events).toBe(total);
  // The audit stream runs through every transaction: its head is its last event.
  const { rows } = await db.client.query<{ stale: string }>(
    `SELECT count(*) AS stale FROM es_streams s
      WHERE s.version <> (SELECT max(stream_version) FROM es_events e WHERE e.stream_id = s.stream_id)
         OR s.last_hash <> (SELECT hash FROM es_events e WHERE e.stream_id = s.stream_id ORDER BY stream_version DESC LIMIT 1)`,
  );
  expect(Number(rows[0]!.stale)).toBe(0);
});
