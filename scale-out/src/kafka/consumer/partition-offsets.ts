import type pg from 'pg';
import type { LogPosition } from '@hs/infra/event-store';

/**
 * The consumer group's own offsets (kafka_offsets), stored in PostgreSQL with the read models: per
 * partition the next offset to apply and the latest relay watermark seen there.
 */
export type PartitionKey = { groupId: string; topic: string; partition: number };

/** Locks the partition's row for this transaction (made if missing) and answers its next offset. */
export const lockNextOffset = async (db: pg.ClientBase, key: PartitionKey): Promise<bigint> => {
  await db.query(
    `INSERT INTO kafka_offsets (group_id, topic, partition) VALUES ($1, $2, $3)
     ON CONFLICT (group_id, topic, partition) DO NOTHING`,
    [key.groupId, key.topic, key.partition],
  );
  const { rows } = await db.query<{ next_offset: string }>(
    `SELECT next_offset FROM kafka_offsets
      WHERE group_id = $1 AND topic = $2 AND partition = $3 FOR UPDATE`,
    [key.groupId, key.topic, key.partition],
  );
  return BigInt(rows[0]!.next_offset);
};

/** Moves the partition's next offset, and its watermark when the batch carried one. */
export const storeProgress = async (
  db: pg.ClientBase,
  key: PartitionKey,
  next: bigint,
  watermark: LogPosition | null,
): Promise<void> => {
  await db.query(
    `UPDATE kafka_offsets SET next_offset = $4, updated_at = now(),
       watermark_tx = CASE WHEN $5::text IS NULL THEN watermark_tx ELSE $5::text::xid8 END,
       watermark_gp = CASE WHEN $5::text IS NULL THEN watermark_gp ELSE $6::bigint END
     WHERE group_id = $1 AND topic = $2 AND partition = $3`,
    [
      key.groupId,
      key.topic,
      key.partition,
      next.toString(),
      watermark?.tx.toString() ?? null,
      watermark?.gp.toString() ?? null,
    ],
  );
};

/** The stored next offsets of these partitions (those that have one). */
export const storedOffsets = async (
  db: pg.Pool,
  groupId: string,
  topic: string,
  partitions: readonly number[],
): Promise<{ partition: number; next_offset: string }[]> =>
  (
    await db.query<{ partition: number; next_offset: string }>(
      'SELECT partition, next_offset FROM kafka_offsets WHERE group_id = $1 AND topic = $2 AND partition = ANY($3)',
      [groupId, topic, partitions],
    )
  ).rows;

/**
 * The lowest watermark over all partitions of the topic: every event up to there has been applied,
 * whichever partition it went to. None until every partition has one.
 */
export const lowestWatermark = async (
  db: pg.Pool,
  groupId: string,
  topic: string,
  partitionCount: number,
): Promise<LogPosition | null> => {
  const { rows } = await db.query<{ tx: string | null; gp: string | null; n: string }>(
    `SELECT min_row.tx, min_row.gp, counts.n FROM
       (SELECT count(*) AS n FROM kafka_offsets
         WHERE group_id = $1 AND topic = $2 AND partition < $3 AND watermark_tx IS NOT NULL) counts,
       LATERAL (SELECT watermark_tx::text AS tx, watermark_gp::text AS gp FROM kafka_offsets
         WHERE group_id = $1 AND topic = $2 AND partition < $3 AND watermark_tx IS NOT NULL
         ORDER BY watermark_tx, watermark_gp LIMIT 1) min_row`,
    [groupId, topic, partitionCount],
  );
  const row = rows[0];
  if (!row?.tx || !row.gp || Number(row.n) < partitionCount) return null;
  return { tx: BigInt(row.tx), gp: BigInt(row.gp) };
};
