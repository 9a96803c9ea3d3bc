import type pg from 'pg';
import type { FiredTimer, RuleContext, TimerRule } from '../rule.ts';
import { writeOutcome } from '../write-outcome.ts';

export type FireOptions = {
  rules: readonly TimerRule[];
  /** The lookups a rule may make, in the batch's transaction, as of the timer's due time. */
  contextFor: (client: pg.ClientBase, now: Date) => RuleContext;
  now: Date;
  batchSize: number;
  /**
   * A timer found this much later than its due time (the first start over a long history, or a
   * site down for days) still schedules and cancels what it says but tells no one: stale news.
   */
  staleAfterMs: number;
  log: { warn: (fields: object, message: string) => void };
};

type TimerRow = { key: string; rule: string; due_at: Date; payload: Record<string, unknown> };

/**
 * Fires one batch of due timers in one transaction: each timer's outcome is written and the timer
 * marked fired in it, so a crash leaves either both or neither (a restart neither repeats nor skips
 * one). SKIP LOCKED lets a second instance take other timers meanwhile. A timer whose rule fails is
 * rolled back alone to its savepoint and stays due for the next pass. Answers how many fired and
 * how many failed.
 */
export const fireDueTimers = async (
  client: pg.ClientBase,
  options: FireOptions,
): Promise<{ fired: number; failed: number }> => {
  const { now } = options;
  let fired = 0;
  let failed = 0;
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<TimerRow>(
      `SELECT key, rule, due_at, payload FROM notification_timers
        WHERE due_at <= $1 AND fired_at IS NULL AND cancelled_at IS NULL
        ORDER BY due_at, key LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, options.batchSize],
    );
    for (const row of rows) {
      const timer: FiredTimer = { key: row.key, rule: row.rule, dueAt: row.due_at, payload: row.payload };
      await client.query('SAVEPOINT timer');
      try {
        await fire(client, timer, options);
        await client.query('UPDATE notification_timers SET fired_at = $2 WHERE key = $1', [timer.key, now]);
        await client.query('RELEASE SAVEPOINT timer');
        fired += 1;
      } catch (error) {
        await client.query('ROLLBACK TO SAVEPOINT timer');
        options.log.warn({ timer: timer.key, err: error }, 'timer rule failed; it stays due');
        failed += 1;
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
  return { fired, failed };
};

const fire = async (client: pg.ClientBase, timer: FiredTimer, options: FireOptions) => {
  const rule = options.rules.find((r) => r.name === timer.rule);
  // A rule no longer in the code has nothing to say: the timer is closed rather than kept forever.
  if (!rule) {
    options.log.warn({ timer: timer.key, rule: timer.rule }, 'no timer rule of that name; closed unfired');
    return;
  }
  const outcome = await rule.fire(timer, options.contextFor(client, timer.dueAt));
  const stale = options.now.getTime() - timer.dueAt.getTime() > options.staleAfterMs;
  await writeOutcome(
    client,
    stale ? { ...outcome, notify: [] } : outcome,
    { timerKey: timer.key },
    timer.dueAt,
  );
};

/** When the next open timer comes due, or null when none is waiting. */
export const nextDueAt = async (client: pg.ClientBase): Promise<Date | null> => {
  const { rows } = await client.query<{ due_at: Date | null }>(
    'SELECT min(due_at) AS due_at FROM notification_timers WHERE fired_at IS NULL AND cancelled_at IS NULL',
  );
  return rows[0]?.due_at ?? null;
};
