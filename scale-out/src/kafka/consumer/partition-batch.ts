import type { KafkaMessage } from 'kafkajs';
import type pg from 'pg';
import type { BusSubscriber } from '@hs/infra/event-bus';
import { comparePositions, type LogPosition, type StoredEvent } from '@hs/infra/event-store';
import { decodeMessage } from '../event-message.ts';
import { lockNextOffset, storeProgress, type PartitionKey } from './partition-offsets.ts';

/** What this consumer saw per partition since it started (for health and for tests). */
export type PartitionStats = { firstOffset: string | null; applied: number; skipped: number };

/** Either seek the partition back to the stored offset, or go on (with the batch's newest watermark). */
export type BatchOutcome = { seekTo: string } | { seekTo: null; watermark: LogPosition | null };

/** The events of the messages at or after the stored offset, and the newest watermark among them. */
const eventsFrom = (messages: readonly KafkaMessage[], stored: bigint, stats: PartitionStats) => {
  const events: StoredEvent[] = [];
  let watermark: LogPosition | null = null;
  for (const message of messages) {
    if (BigInt(message.offset) < stored) {
      stats.skipped += 1;
      continue;
    }
    const decoded = decodeMessage(message);
    if (decoded.kind === 'event') events.push(decoded.event);
    if (decoded.kind === 'watermark' && (!watermark || comparePositions(decoded.position, watermark) > 0))
      watermark = decoded.position;
  }
  return { events, watermark };
};

/**
 * One partition batch in one PostgreSQL transaction: the subscriber applies the events and the
 * partition's next offset moves with them, after its row is locked, so a consumer that lost the
 * partition in a rebalance and one that gained it cannot both apply the same messages. A batch
 * that starts beyond the stored offset is not applied: the partition is sought back.
 */
export const applyPartitionBatch = async (
  pool: pg.Pool,
  subscriber: BusSubscriber,
  key: PartitionKey,
  messages: readonly KafkaMessage[],
  stats: PartitionStats,
): Promise<BatchOutcome> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await subscriber.enterBatch(client);
    const stored = await lockNextOffset(client, key);
    const first = BigInt(messages[0]!.offset);
    if (stored > 0n && first > stored) {
      await client.query('ROLLBACK');
      return { seekTo: stored.toString() };
    }
    const { events, watermark } = eventsFrom(messages, stored, stats);
    const afterCommit = events.length > 0 ? await subscriber.applyBatch(client, events) : () => {};
    const next = BigInt(messages.at(-1)!.offset) + 1n;
    if (next > stored) await storeProgress(client, key, next, watermark);
    await client.query('COMMIT');
    afterCommit();
    stats.applied += events.length;
    return { seekTo: null, watermark };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
};
