import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '@hs/infra/event-store';
import { createTestDatabase } from '@hs/tests';
import type { EventRule, TimerRule } from '../rule.ts';
import { writeOutcome } from '../write-outcome.ts';
import { dueTomorrowTimerRule, overdueTimerRule } from '../rules/deadline-timers.ts';
import { storedEvent, testPerson, testRuleContext } from '../rules/rule-test-support.ts';
import { correctiveActionDeadlineRule, taskDeadlineRule } from '../rules/work-deadlines.rules.ts';
import { fireDueTimers } from './fire-due-timers.ts';
import { startTimerLoop } from './timer-loop.ts';

const CHICAGO = 'America/Chicago';
const supervisor = testPerson('Sam Boss', 'supervisor');
const worker = testPerson('Wendy Worker', 'employee', supervisor.id);
const other = testPerson('Otto Other', 'employee', supervisor.id);
const people = [supervisor, worker, other];

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
const contextFor = (c: pg.ClientBase, now: Date) => testRuleContext(c, people, { timeZone: CHICAGO, now });
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await db.drop();
});
beforeEach(async () => {
  await client.query('TRUNCATE notification_timers, notifications');
});

/** What the reactor does with one event: the rule's outcome written in one transaction. */
const react = async (rule: EventRule, event: StoredEvent) => {
  await client.query('BEGIN');
  const outcome = await rule.react(event, contextFor(client, new Date(event.recordedAt)));
  await writeOutcome(client, outcome, { eventId: event.eventId }, new Date(event.recordedAt));
  await client.query('COMMIT');
};

const assignTask = (taskId: string, dueDate: string, at: string, employeeId = worker.id) =>
  react(
    taskDeadlineRule,
    storedEvent(
      `task-${taskId}`,
      'TaskAssigned',
      {
        taskId,
        employeeId,
        title: `Check extinguishers ${taskId.slice(0, 4)}`,
        description: '',
        taskType: 'custom',
        priority: 'medium',
        dueDate,
        assignedBy: null,
        assignedByName: null,
        assignedAt: at,
      },
      at,
    ),
  );

const fireAt = (now: string, rules: TimerRule[] = [dueTomorrowTimerRule, overdueTimerRule]) =>
  fireDueTimers(client, {
    rules,
    contextFor,
    now: new Date(now),
    batchSize: 20,
    staleAfterMs: 7 * 86_400_000,
    log: silent,
  });

const told = async () =>
  (
    await client.query<{ recipient_id: string; rule: string; title: string; created_at: Date }>(
      'SELECT recipient_id, rule, title, created_at FROM notifications',
    )
  ).rows
    .map((r) => ({
      who: people.find((p) => p.id === r.recipient_id)?.name ?? r.recipient_id,
      rule: r.rule,
      at: r.created_at.toISOString(),
    }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.rule.localeCompare(b.rule) || a.who.localeCompare(b.who));

const waitFor = async (condition: () => Promise<boolean>, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('deadline reminders across midnight and DST in America/Chicago', () => {
  it('a task due Monday March 9 is "due tomorrow" at 08:00 CDT Sunday and overdue at 08:00 CDT Tuesday', async () => {
    await assignTask(randomUUID(), '2026-03-09', '2026-03-06T16:00:00.000Z');
    // Local midnight starting Sunday (05:00 UTC, still CST) and UTC midnight of Monday tell no one.
    expect((await fireAt('2026-03-08T05:00:00.000Z')).fired).toBe(0);
    expect((await fireAt('2026-03-08T12:59:59.000Z')).fired).toBe(0);
    expect((await fireAt('2026-03-08T13:00:00.000Z')).fired).toBe(1);
    expect((await fireAt('2026-03-10T00:00:00.000Z')).fired).toBe(0);
    expect((await fireAt('2026-03-10T13:00:00.000Z')).fired).toBe(1);
    expect(await told()).toEqual([
      { who: worker.name, rule: 'deadline-due-tomorrow', at: '2026-03-08T13:00:00.000Z' },
      { who: supervisor.name, rule: 'deadline-overdue', at: '2026-03-10T13:00:00.000Z' },
      { who: worker.name, rule: 'deadline-overdue', at: '2026-03-10T13:00:00.000Z' },
    ]);
    // The supervisor's words name the worker: an erasure of the worker finds that row by id.
    const { rows } = await client.query<{ recipient_id: string; named_people: unknown }>(
      "SELECT recipient_id, named_people FROM notifications WHERE rule = 'deadline-overdue'",
    );
    expect(Object.fromEntries(rows.map((r) => [r.recipient_id, r.named_people]))).toEqual({
      [supervisor.id]: [{ id: worker.id, name: worker.name }],
      [worker.id]: [],
    });
  });

  it('the loop with a settable clock fires a reminder when its clock passes 08:00 local, not before', async () => {
    await assignTask(randomUUID(), '2026-11-02', '2026-10-28T15:00:00.000Z');
    let now = new Date('2026-11-01T05:30:00.000Z'); // 00:30 CDT Sunday, the night clocks fall back
    const loop = startTimerLoop({
      url: db.url,
      clock: { now: () => now, timeZone: CHICAGO },
      rules: [dueTomorrowTimerRule, overdueTimerRule],
      contextFor,
      pollIntervalMs: 50,
      log: silent,
    });
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(await told()).toEqual([]);
      now = new Date('2026-11-01T14:00:00.000Z'); // 08:00 CST, after the extra hour
      loop.wake();
      await waitFor(async () => (await told()).length === 1);
      expect(await told()).toEqual([
        { who: worker.name, rule: 'deadline-due-tomorrow', at: '2026-11-01T14:00:00.000Z' },
      ]);
    } finally {
      await loop.stop();
    }
  });
});

describe('a restart neither repeats nor skips a timer', () => {
  it('killed mid-batch, stopped, started again beside a second instance: each of 30 timers fires once', async () => {
    const tasks = Array.from({ length: 30 }, () => randomUUID());
    // Thirty tasks assigned when already past due: an "overdue" timer each, due at once.
    for (const [i, taskId] of tasks.entries())
      await assignTask(taskId, `2026-04-${String(i + 1).padStart(2, '0')}`, '2026-05-01T15:00:00.000Z');
    const due = Number(
      (await client.query("SELECT count(*) FROM notification_timers WHERE rule = 'deadline-overdue'")).rows[0]
        .count,
    );
    expect(due).toBe(30);
    await client.query('CREATE TABLE IF NOT EXISTS test_fired (key text NOT NULL)');
    await client.query('TRUNCATE test_fired');
    let calls = 0;
    // Counts each firing in the firing's own transaction, and once cuts the connection mid-batch.
    const counted: TimerRule = {
      name: overdueTimerRule.name,
      async fire(timer, ctx) {
        calls += 1;
        if (calls === 8) await ctx.client.query('SELECT pg_terminate_backend(pg_backend_pid())');
        await ctx.client.query('INSERT INTO test_fired (key) VALUES ($1)', [timer.key]);
        return overdueTimerRule.fire(timer, ctx);
      },
    };
    const firedCount = async () =>
      Number(
        (await client.query('SELECT count(*) FROM notification_timers WHERE fired_at IS NOT NULL')).rows[0]
          .count,
      );
    const start = () =>
      startTimerLoop({
        url: db.url,
        clock: { now: () => new Date('2026-05-02T12:00:00.000Z'), timeZone: CHICAGO },
        rules: [counted],
        contextFor,
        batchSize: 4,
        pollIntervalMs: 50,
        log: silent,
      });
    const first = start();
    await waitFor(async () => (await firedCount()) >= 8);
    await first.stop();
    expect(await firedCount()).toBeLessThan(30);
    const [again, beside] = [start(), start()];
    await waitFor(async () => (await firedCount()) === 30);
    await Promise.all([again.stop(), beside.stop()]);

    const perKey = await client.query<{ key: string; n: string }>(
      'SELECT key, count(*) AS n FROM test_fired GROUP BY key',
    );
    expect(perKey.rows).toHaveLength(30);
    expect(perKey.rows.filter((r) => r.n !== '1')).toEqual([]);
    // The firing cut off with its connection counted nothing: it was rolled back and fired again.
    expect(calls).toBeGreaterThan(30);
    // Thirty overdue tasks, each told to the worker and their supervisor.
    expect((await told()).length).toBe(60);
  });
});

describe('reminders are cancelled when the work is done', () => {
  it('a completed task reminds no one; reopened, it is overdue again', async () => {
    const taskId = randomUUID();
    await assignTask(taskId, '2026-06-10', '2026-06-01T15:00:00.000Z');
    const complete = (from: string, to: string, at: string) =>
      react(
        taskDeadlineRule,
        storedEvent(
          `task-${taskId}`,
          'TaskStatusChanged',
          { from, to, changedBy: worker.id, changedAt: at },
          at,
          2,
        ),
      );
    await complete('assigned', 'completed', '2026-06-05T15:00:00.000Z');
    expect((await fireAt('2026-06-20T12:00:00.000Z')).fired).toBe(0);
    expect(await told()).toEqual([]);

    await complete('completed', 'in_progress', '2026-06-20T15:00:00.000Z');
    expect((await fireAt('2026-06-20T16:00:00.000Z')).fired).toBe(1);
    expect((await told()).map((t) => `${t.at} ${t.who} ${t.rule}`)).toEqual([
      `2026-06-20T15:00:00.000Z ${supervisor.name} deadline-overdue`,
      `2026-06-20T15:00:00.000Z ${worker.name} deadline-overdue`,
    ]);
  });

  it('a reassigned corrective action reminds its new owner and a new due date reminds again', async () => {
    const actionId = randomUUID();
    const stream = `correctiveAction-${actionId}`;
    const stamp = (at: string) => ({ by: supervisor.id, byName: supervisor.name, at });
    await react(
      correctiveActionDeadlineRule,
      storedEvent(
        stream,
        'CorrectiveActionRaised',
        {
          ...stamp('2026-07-01T15:00:00.000Z'),
          actionId,
          title: 'Guard the press',
          description: '',
          controlLevel: 'engineering',
          ownerId: worker.id,
          ownerName: worker.name,
          dueDate: '2026-07-10',
          priority: 'high',
          establishmentId: null,
          source: { type: 'manual' },
        },
        '2026-07-01T15:00:00.000Z',
      ),
    );
    expect((await fireAt('2026-07-09T13:00:00.000Z')).fired).toBe(1);
    await react(
      correctiveActionDeadlineRule,
      storedEvent(
        stream,
        'CorrectiveActionReassigned',
        {
          ...stamp('2026-07-09T15:00:00.000Z'),
          fromOwnerId: worker.id,
          ownerId: other.id,
          ownerName: other.name,
        },
        '2026-07-09T15:00:00.000Z',
        2,
      ),
    );
    await react(
      correctiveActionDeadlineRule,
      storedEvent(
        stream,
        'CorrectiveActionDueDateChanged',
        { ...stamp('2026-07-09T16:00:00.000Z'), from: '2026-07-10', to: '2026-07-20' },
        '2026-07-09T16:00:00.000Z',
        3,
      ),
    );
    expect((await fireAt('2026-07-19T13:00:00.000Z')).fired).toBe(1);
    expect((await fireAt('2026-07-21T13:00:00.000Z')).fired).toBe(1);
    expect((await told()).map((t) => `${t.at} ${t.who} ${t.rule}`)).toEqual([
      `2026-07-09T13:00:00.000Z ${worker.name} deadline-due-tomorrow`,
      `2026-07-19T13:00:00.000Z ${other.name} deadline-due-tomorrow`,
      `2026-07-21T13:00:00.000Z ${other.name} deadline-overdue`,
      `2026-07-21T13:00:00.000Z ${supervisor.name} deadline-overdue`,
    ]);
  });

  it('a timer found a week late changes its schedule but tells no one', async () => {
    await assignTask(randomUUID(), '2026-08-10', '2026-08-01T15:00:00.000Z');
    expect((await fireAt('2026-08-30T12:00:00.000Z')).fired).toBe(2);
    expect(await told()).toEqual([]);
  });
});
