import { logStart, type LogPosition, type ReadLog } from '@hs/infra/event-store';
import { WakeableDelay, retryUntilStopped } from '@hs/infra/runtime';
import type { LogSignals } from '@hs/infra/signals';
import { rebuildProjections, type Projection } from '../runtime/index.ts';
import { OwnConnection } from '../runtime/own-connection.ts';

/** Its place in es_checkpoints: the log up to here has no erasure left to rebuild for. */
export const ERASURE_SUBSCRIPTION = 'personal-data-erasures';
const LOCK = 'personal-data-erasures';

export type ErasureRebuildLoop = { stop: () => Promise<void> };

/**
 * After a person's personal data is erased (PersonalDataErased), rebuilds the read models from the
 * log, where the erased fields now read "[erased]" (docs/architecture.md, "Personal data"): the
 * rebuilt tables are switched in while the live ones keep serving. Erasures read together share
 * one rebuild; across processes one loop works at a time (advisory lock).
 */
export const startErasureRebuildLoop = (options: {
  url: string;
  /** Where it looks for erasures (the runners' shared tail is cheapest). */
  readLog: ReadLog;
  /** What the rebuild reads: the log itself, never a cache of events opened before the erasure. */
  rebuildFrom: ReadLog;
  projections: readonly Projection[];
  signals: LogSignals;
  pollMs?: number;
  log: {
    info: (fields: object, message: string) => void;
    error: (fields: object, message: string) => void;
  };
}): ErasureRebuildLoop => {
  const abort = new AbortController();
  const delay = new WakeableDelay(abort.signal);
  const wake = () => delay.wake();
  options.signals.on('appended', wake);
  const db = new OwnConnection(options.url, 'erasure-rebuild');
  const done = retryUntilStopped({
    signal: abort.signal,
    step: async () => {
      const client = await db.get();
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [LOCK],
      );
      if (!rows[0]?.locked) return delay.wait(options.pollMs ?? 1000);
      try {
        let position = await checkpointOf(client);
        for (;;) {
          const events = await options.readLog(client, position, 1000);
          if (events.length === 0) break;
          const erased = events.filter((e) => e.type === 'PersonalDataErased').length;
          const last = events.at(-1)!.position;
          if (erased > 0) {
            await rebuildProjections(client, options.projections, options.rebuildFrom, () => {}, {
              compareWithLive: false,
            });
            options.log.info({ erasures: erased }, 'read models rebuilt after an erasure of personal data');
          }
          await saveCheckpoint(client, last);
          position = last;
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK]);
      }
      await delay.wait(options.pollMs ?? 1000);
    },
    onFailure: async (error, failures) => {
      if (failures === 1) options.log.error({ err: error }, 'rebuild after an erasure failed; retrying');
      await db.close();
    },
    backoffMs: (failures) => Math.min(60_000, 1000 * 2 ** Math.min(failures, 6)),
  });
  return {
    stop: async () => {
      options.signals.off('appended', wake);
      abort.abort();
      await done;
      await db.close();
    },
  };
};

type Client = Awaited<ReturnType<OwnConnection['get']>>;

const checkpointOf = async (client: Client): Promise<LogPosition> => {
  const { rows } = await client.query<{ tx: string; gp: string }>(
    'SELECT tx::text AS tx, gp::text AS gp FROM es_checkpoints WHERE subscription_id = $1',
    [ERASURE_SUBSCRIPTION],
  );
  const row = rows[0];
  return row ? { tx: BigInt(row.tx), gp: BigInt(row.gp) } : logStart;
};

const saveCheckpoint = (client: Client, position: LogPosition) =>
  client.query(
    `INSERT INTO es_checkpoints (subscription_id, tx, gp) VALUES ($1, $2::text::xid8, $3)
     ON CONFLICT (subscription_id) DO UPDATE SET tx = EXCLUDED.tx, gp = EXCLUDED.gp, updated_at = now()`,
    [ERASURE_SUBSCRIPTION, position.tx.toString(), position.gp.toString()],
  );
