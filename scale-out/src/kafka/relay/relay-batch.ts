import type pg from 'pg';
import type { Producer } from 'kafkajs';
import type { LogPosition, ReadLog } from '@hs/infra/event-store';
import { eventMessage, watermarkMessage } from '../event-message.ts';
import { chunksOf } from './message-chunks.ts';

export type RelayBatch = {
  client: pg.Client;
  producer: Producer;
  readLog: ReadLog;
  topic: string;
  subscriptionId: string;
  partitionCount: number;
  batchSize: number;
};

const readRelayCheckpoint = async (client: pg.Client, subscriptionId: string): Promise<LogPosition> => {
  const { rows } = await client.query<{ tx: string; gp: string }>(
    'SELECT tx::text AS tx, gp FROM es_checkpoints WHERE subscription_id = $1',
    [subscriptionId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no checkpoint row for ${subscriptionId}`);
  return { tx: BigInt(row.tx), gp: BigInt(row.gp) };
};

/**
 * One batch: read after the checkpoint, publish the events and a watermark per partition, wait for
 * every in-sync replica's ack, then move the checkpoint. Answers how many events went and the
 * checkpoint now.
 */
export const relayBatch = async (batch: RelayBatch): Promise<{ count: number; checkpoint: LogPosition }> => {
  const { client, producer, topic, subscriptionId } = batch;
  const from = await readRelayCheckpoint(client, subscriptionId);
  const events = await batch.readLog(client, from, batch.batchSize);
  const last = events.at(-1);
  if (!last) return { count: 0, checkpoint: from };
  const watermarks = Array.from({ length: batch.partitionCount }, (_, p) =>
    watermarkMessage(p, last.position),
  );
  for (const chunk of chunksOf([...events.map(eventMessage), ...watermarks])) {
    await producer.send({ topic, acks: -1, messages: chunk });
  }
  const moved = await client.query(
    `UPDATE es_checkpoints SET tx = $2::text::xid8, gp = $3, updated_at = now()
      WHERE subscription_id = $1 AND tx = $4::text::xid8 AND gp = $5`,
    [
      subscriptionId,
      last.position.tx.toString(),
      last.position.gp.toString(),
      from.tx.toString(),
      from.gp.toString(),
    ],
  );
  // Another relay took over meanwhile (this one lost its connection and lock): let it lead.
  if (moved.rowCount !== 1) throw new Error(`checkpoint of ${subscriptionId} moved concurrently`);
  return { count: events.length, checkpoint: last.position };
};
