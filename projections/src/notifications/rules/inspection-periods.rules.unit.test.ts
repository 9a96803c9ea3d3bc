import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { FiredTimer } from '../rule.ts';
import {
  INSPECTION_PERIOD_RULE,
  inspectionPeriodRule,
  inspectionPeriodTimerRule,
} from './inspection-periods.rules.ts';
import { storedEvent, testPerson, testRuleContext } from './rule-test-support.ts';

const CHICAGO = 'America/Chicago';
const boss = testPerson('Sam Boss', 'supervisor');
const worker = testPerson('Wendy Worker', 'employee', boss.id);
const scheduleId = '11111111-2222-4333-8444-555555555555';

/** The schedule and inspections tables as the rules read them: one schedule, the periods started. */
const fakeClient = (schedule: Record<string, unknown>, started: string[] = []) =>
  ({
    query: async (sql: string, params: unknown[]) => {
      if (sql.includes('FROM inspection_schedules')) return { rows: [schedule], rowCount: 1 };
      const hit = started.includes(`${params[1]}:${params[2]}`);
      return { rows: hit ? [{}] : [], rowCount: hit ? 1 : 0 };
    },
  }) as unknown as pg.ClientBase;

const weekly = {
  frequency: 'weekly',
  starts_on: '2026-03-02',
  cancelled: false,
  assignee_id: worker.id,
  assignee_role: null,
  title: 'Forklift pre-shift check',
  establishment: 'Plant 2',
  area: 'Dock 3',
  time_zone: CHICAGO,
};
const ctx = (now: string, schedule = weekly, started: string[] = []) =>
  testRuleContext(fakeClient(schedule, started), [boss, worker], { timeZone: CHICAGO, now: new Date(now) });
const fired = (payload: object, dueAt: string): FiredTimer => ({
  key: 'k',
  rule: INSPECTION_PERIOD_RULE,
  dueAt: new Date(dueAt),
  payload: payload as Record<string, unknown>,
});

describe('a scheduled period nobody started', () => {
  it('is reminded at 08:00 Chicago the day before its last day and the day after it', async () => {
    // Wednesday March 11, 2026 (CDT since March 8): the week ends Sunday the 15th.
    const event = storedEvent(
      `inspectionSchedule-${scheduleId}`,
      'InspectionScheduled',
      {},
      '2026-03-11T15:00:00Z',
    );
    const outcome = await inspectionPeriodRule.react(event, ctx(event.recordedAt));
    expect(outcome.cancel).toEqual([`inspection-period:${scheduleId}:*`]);
    expect(outcome.schedule!.map((t) => [t.key, t.dueAt.toISOString()])).toEqual([
      [`inspection-period:${scheduleId}:2026-03-09:2026-03-15:due-tomorrow`, '2026-03-14T13:00:00.000Z'],
      [`inspection-period:${scheduleId}:2026-03-09:2026-03-15:overdue`, '2026-03-16T13:00:00.000Z'],
    ]);
  });

  it('due tomorrow tells the assignee; overdue the assignee and their supervisor, and chains the next week', async () => {
    const period = { start: '2026-03-09', end: '2026-03-15' };
    const soon = await inspectionPeriodTimerRule.fire(
      fired({ scheduleId, period, phase: 'due-tomorrow' }, '2026-03-14T13:00:00Z'),
      ctx('2026-03-14T13:00:00Z'),
    );
    expect(soon.notify!.map((n) => [n.recipientId, n.kind, n.title])).toEqual([
      [
        worker.id,
        'due-soon',
        'Inspection due tomorrow: Forklift pre-shift check at Plant 2 (Dock 3), Mar 15, 2026',
      ],
    ]);
    expect(soon.schedule).toEqual([]);
    const late = await inspectionPeriodTimerRule.fire(
      fired({ scheduleId, period, phase: 'overdue' }, '2026-03-16T13:00:00Z'),
      ctx('2026-03-16T13:00:00Z'),
    );
    expect(late.notify!.map((n) => [n.recipientId, n.kind, n.title])).toEqual([
      [
        worker.id,
        'overdue',
        'Inspection overdue: Forklift pre-shift check at Plant 2 (Dock 3), Mar 15, 2026',
      ],
      [boss.id, 'overdue', 'Inspection overdue: Forklift pre-shift check at Plant 2 (Dock 3), Mar 15, 2026'],
    ]);
    expect(late.schedule!.map((t) => t.key)).toEqual([
      `inspection-period:${scheduleId}:2026-03-16:2026-03-22:due-tomorrow`,
      `inspection-period:${scheduleId}:2026-03-16:2026-03-22:overdue`,
    ]);
  });

  it('tells no one once the period is started, and nothing at all once the schedule is cancelled', async () => {
    const period = { start: '2026-03-09', end: '2026-03-15' };
    const timer = fired({ scheduleId, period, phase: 'overdue' }, '2026-03-16T13:00:00Z');
    const started = await inspectionPeriodTimerRule.fire(
      timer,
      ctx('2026-03-16T13:00:00Z', weekly, ['2026-03-09:2026-03-15']),
    );
    expect(started.notify).toBeUndefined();
    expect(started.schedule).toHaveLength(2);
    const cancelled = await inspectionPeriodTimerRule.fire(
      timer,
      ctx('2026-03-16T13:00:00Z', { ...weekly, cancelled: true }),
    );
    expect(cancelled).toEqual({});
  });

  it('a daily period has only its overdue reminder', async () => {
    const daily = { ...weekly, frequency: 'daily' };
    const event = storedEvent(
      `inspectionSchedule-${scheduleId}`,
      'InspectionScheduled',
      {},
      '2026-03-11T15:00:00Z',
    );
    const outcome = await inspectionPeriodRule.react(event, ctx(event.recordedAt, daily));
    expect(outcome.schedule!.map((t) => [t.key, t.dueAt.toISOString()])).toEqual([
      [`inspection-period:${scheduleId}:2026-03-11:2026-03-11:overdue`, '2026-03-12T13:00:00.000Z'],
    ]);
  });
});
