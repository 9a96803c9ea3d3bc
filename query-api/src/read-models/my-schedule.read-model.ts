import {
  DEFAULT_EXPIRING_WITHIN_DAYS,
  type MySchedule,
  type MyScheduleDue,
  type MyScheduleItem,
  type MyScheduleSession,
  type MyWorkItem,
} from '@hs/contracts';
import { sessionTimes } from '@hs/domain';
import type { ActionClock } from '@hs/read-models/corrective-actions/queries';
import { matrixCells } from '@hs/read-models/training-matrix/queries';
import { trainingsOfUser } from '@hs/read-models/trainings/queries';
import type pg from 'pg';
import { workOf } from './my-work.read-model.ts';

export type ScheduleSite = { today: string; timeZone: string; now: Date; clock: ActionClock };

/** Sessions registered for or waited on, from today on; a completed one is history, not schedule. */
const sessions = async (pool: pg.Pool, userId: string, site: ScheduleSite): Promise<MyScheduleSession[]> =>
  (await trainingsOfUser(pool, userId)).flatMap((t) => {
    if (t.status === 'completed' || t.date === null || t.date < site.today) return [];
    const times = t.time
      ? sessionTimes({ date: t.date, time: t.time, duration: t.duration }, site.timeZone)
      : null;
    return [
      {
        kind: 'session',
        key: `session-${t.trainingId}`,
        trainingId: t.trainingId,
        title: t.title,
        date: t.date,
        time: t.time,
        startsAt: times?.startsAt.toISOString() ?? null,
        endsAt: times?.endsAt?.toISOString() ?? null,
        duration: t.duration,
        location: t.location,
        type: t.type,
        status: t.status === 'waitlisted' ? 'waitlisted' : 'registered',
        waitlistPosition: t.waitlistPosition,
      },
    ];
  });

/** My Work's open items that carry a due date; an inspection period is its own item. */
const dueWork = (items: readonly MyWorkItem[]): MyScheduleDue[] =>
  items.flatMap((item) =>
    item.dueDate === null
      ? []
      : [
          {
            kind: 'due',
            key: `due-${item.kind}-${item.id}${item.kind === 'inspection' ? `-${item.periodStart}` : ''}`,
            source: item.kind,
            sourceId: item.id,
            title: item.title,
            date: item.dueDate,
            what: 'due',
            overdue: item.overdue,
          },
        ],
  );

/** The person's row of the training matrix: courses they must take, and certifications running out. */
const certifications = async (
  pool: pg.Pool,
  userId: string,
  site: ScheduleSite,
): Promise<MyScheduleDue[]> => {
  const matrix = await matrixCells(
    pool,
    { withinDays: DEFAULT_EXPIRING_WITHIN_DAYS },
    { personId: userId },
    site,
  );
  const cells = matrix.people[0]?.cells ?? [];
  return matrix.courses.flatMap((course, index): MyScheduleDue[] => {
    const cell = cells[index];
    if (!cell || cell.state === 'not-required' || cell.state === 'held') return [];
    const base = {
      kind: 'due',
      key: `certification-${course.id}`,
      source: 'certification',
      sourceId: course.id,
      title: course.title,
    } as const;
    if (cell.state === 'missing')
      return [{ ...base, date: cell.dueOn, what: 'due', overdue: cell.dueOn < site.today }];
    // Expiring and expired cells always have a last valid day; a lasting one is never either.
    return [{ ...base, date: cell.validThrough!, what: 'expires', overdue: cell.state === 'expired' }];
  });
};

/** By date; on a day, the day's due dates first, then sessions by start time; then by title. */
const byDateAndTime = (a: MyScheduleItem, b: MyScheduleItem) =>
  a.date.localeCompare(b.date) ||
  ((a.kind === 'session' && a.time) || '').localeCompare((b.kind === 'session' && b.time) || '') ||
  a.title.localeCompare(b.title);

/** The signed-in person's schedule: their sessions and due dates, read from the models that hold them. */
export const scheduleOf = async (pool: pg.Pool, userId: string, site: ScheduleSite): Promise<MySchedule> => {
  const [mine, work, required] = await Promise.all([
    sessions(pool, userId, site),
    workOf(pool, userId, site.today, site.clock, site.now),
    certifications(pool, userId, site),
  ]);
  return {
    today: site.today,
    timeZone: site.timeZone,
    items: [...mine, ...dueWork(work.items), ...required].sort(byDateAndTime),
  };
};
