import { recordDueCheckpoints } from '@hs/infra/event-store';
import { retryUntilStopped, sleep } from '@hs/infra/runtime';
import { OwnConnection } from '../runtime/own-connection.ts';

export type LogCheckpointLoopOptions = {
  url: string;
  everyEvents: number;
  everyMs: number;
  /** How often it looks whether a checkpoint is due. */
  pollMs?: number;
  now?: () => Date;
  log: {
    info: (fields: object, message: string) => void;
    error: (fields: object, message: string) => void;
  };
};

export type LogCheckpointLoop = { stop: () => Promise<void> };

/**
 * Records the global chain's checkpoints (docs/architecture.md, "Deletion-proof history") beside
 * the projections, never on the append path; across processes one writes at a time.
 */
export const startLogCheckpointLoop = (options: LogCheckpointLoopOptions): LogCheckpointLoop => {
  const abort = new AbortController();
  const db = new OwnConnection(options.url, 'log-checkpoints');
  const pollMs = options.pollMs ?? Math.min(30_000, options.everyMs);
  const done = retryUntilStopped({
    signal: abort.signal,
    step: async () => {
      const recorded = await recordDueCheckpoints(await db.get(), {
        everyEvents: options.everyEvents,
        everyMs: options.everyMs,
        now: options.now?.() ?? new Date(),
      });
      if (recorded > 0) options.log.info({ recorded }, 'log checkpoints recorded');
      await sleep(pollMs, abort.signal);
    },
    onFailure: async (error, failures) => {
      if (failures === 1) options.log.error({ err: error }, 'log checkpoints failed; retrying');
      await db.close();
    },
    backoffMs: (failures) => Math.min(60_000, 1000 * 2 ** Math.min(failures, 6)),
  });
  return {
    stop: async () => {
      abort.abort();
      await done;
      await db.close();
    },
  };
};
