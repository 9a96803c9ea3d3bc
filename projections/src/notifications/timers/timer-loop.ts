import type pg from 'pg';
import type { Clock } from '@hs/infra/clock';
import type { RuleContext, TimerRule } from '../rule.ts';
import { OwnConnection } from '../../runtime/own-connection.ts';
import { retryUntilStopped, sleep } from '@hs/infra/runtime';
import { fireDueTimers, nextDueAt } from './fire-due-timers.ts';

export type TimerLoopOptions = {
  url: string;
  clock: Clock;
  rules: readonly TimerRule[];
  /** The rule context of the reactor (createRuleContext) for a client and an instant. */
  contextFor: (client: pg.ClientBase, now: Date) => RuleContext;
  /** Timers per transaction. */
  batchSize?: number;
  /** Longest sleep: covers timers the reactor scheduled earlier than the one awaited. */
  pollIntervalMs?: number;
  /** See FireOptions.staleAfterMs. */
  staleAfterMs?: number;
  log: {
    info: (fields: object, message: string) => void;
    warn: (fields: object, message: string) => void;
    error: (fields: object, message: string) => void;
  };
};

export type TimerLoop = {
  /** Looks for due timers now (a test that moved its clock, a new timer that is already due). */
  wake: () => void;
  stop: () => Promise<void>;
};

const DAY_MS = 86_400_000;
const MIN_NAP_MS = 100;

/**
 * Keeps the reactor's clock: fires notification timers as they come due, batch by batch, each in the
 * transaction that marks it fired (fireDueTimers). Sleeps until the next due time, at most
 * `pollIntervalMs`; a database outage is retried with backoff.
 */
export const startTimerLoop = (options: TimerLoopOptions): TimerLoop => {
  const abort = new AbortController();
  const batchSize = options.batchSize ?? 20;
  const pollIntervalMs = options.pollIntervalMs ?? 30_000;
  const db = new OwnConnection(options.url, 'notification-timers');
  let nap: AbortController | null = null;
  // A wake-up that came while a batch ran: the next batch goes without sleeping.
  let woken = false;

  const step = async () => {
    woken = false;
    const client = await db.get();
    const { fired, failed } = await fireDueTimers(client, {
      rules: options.rules,
      contextFor: options.contextFor,
      now: options.clock.now(),
      batchSize,
      staleAfterMs: options.staleAfterMs ?? 7 * DAY_MS,
      log: options.log,
    });
    if ((fired === batchSize && failed === 0) || woken) return;
    const next = failed > 0 ? null : await nextDueAt(client);
    const untilNext = next ? next.getTime() - options.clock.now().getTime() : pollIntervalMs;
    nap = new AbortController();
    // At least a moment: a due timer another instance holds locked is not polled for in a spin.
    await sleep(
      Math.min(Math.max(MIN_NAP_MS, untilNext), pollIntervalMs),
      AbortSignal.any([abort.signal, nap.signal]),
    );
    nap = null;
  };

  const done = retryUntilStopped({
    signal: abort.signal,
    step,
    onFailure: async (error, failures) => {
      if (failures === 1) options.log.error({ err: error }, 'notification timers failed; retrying');
      await db.close();
    },
    backoffMs: (failures) => Math.min(30_000, 500 * 2 ** Math.min(failures, 6)),
  });

  return {
    wake: () => {
      woken = true;
      nap?.abort();
    },
    stop: async () => {
      abort.abort();
      await done;
      await db.close();
    },
  };
};
