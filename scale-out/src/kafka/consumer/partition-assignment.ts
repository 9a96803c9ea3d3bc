import type { Consumer } from 'kafkajs';
import type pg from 'pg';
import type { BusLog } from '@hs/infra/event-bus';
import { storedOffsets } from './partition-offsets.ts';

/**
 * On each assignment the new partitions are paused, sought to the offsets stored with the read
 * models, then resumed: Kafka's own committed offsets only trail ours. An assignment that a newer
 * one overtakes leaves the partitions to the newer one.
 */
export class PartitionAssignment {
  private generation = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly groupId: string,
    private readonly topic: string,
    private readonly log: BusLog,
  ) {}

  assigned(consumer: Consumer, partitions: number[]): void {
    const generation = ++this.generation;
    const { topic } = this;
    if (partitions.length === 0) return;
    consumer.pause([{ topic, partitions }]);
    void storedOffsets(this.pool, this.groupId, topic, partitions)
      .then((rows) => {
        if (generation !== this.generation) return;
        for (const row of rows) {
          if (row.next_offset !== '0')
            consumer.seek({ topic, partition: row.partition, offset: row.next_offset });
        }
      })
      .catch((error) =>
        this.log.warn({ err: error }, 'could not read stored offsets; the batch check will seek'),
      )
      .finally(() => {
        if (generation === this.generation) consumer.resume([{ topic, partitions }]);
      });
  }
}
