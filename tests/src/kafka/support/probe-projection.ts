import type { Projection } from '@hs/projections/runtime';

export const PROBE_EVENT = 'ProbeTicked';

/**
 * A per-stream read model for the Kafka tests, over streams of many events (`probe-<uuid>`): per
 * stream the last version applied, how many events were applied and the sum of their `n`. With
 * the version guard every event is applied once: `applied` equals `version` exactly when nothing
 * was lost, skipped out of order or applied twice.
 */
export const probeProjection: Projection = {
  name: 'kafka_probe',
  version: 1,
  perStream: true,
  tables: [
    {
      name: 'kafka_probe',
      ddl: `CREATE TABLE kafka_probe (
        stream_id text PRIMARY KEY,
        version   bigint NOT NULL,
        applied   int NOT NULL,
        total     bigint NOT NULL
      )`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      if (event.type !== PROBE_EVENT) continue;
      await client.query(
        `INSERT INTO kafka_probe AS p (stream_id, version, applied, total) VALUES ($1, $2, 1, $3)
         ON CONFLICT (stream_id) DO UPDATE
           SET version = EXCLUDED.version, applied = p.applied + 1, total = p.total + EXCLUDED.total
           WHERE p.version < EXCLUDED.version`,
        [event.streamId, event.streamVersion, (event.data as { n: number }).n],
      );
    }
  },
};

export const probeStream = (id: string) => `probe-${id}`;
