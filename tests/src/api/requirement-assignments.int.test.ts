import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employeeRoutes,
  trainingMatrixRoutes,
  type MyWork,
  type MyWorkItem,
  type TrainingAssignment,
} from '@hs/contracts';
import { assignDueRequirements, type RequirementPass } from '@hs/command-api';
import { apiCalls, injectAs } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';

// 18:00 UTC is noon in Chicago: the site's today is 2026-11-20.
const NOW = '2026-11-20T18:00:00.000Z';
const TODAY = '2026-11-20';
const DEPARTMENT = 'Rigging Yard';
const clock = { now: () => new Date(NOW), timeZone: 'America/Chicago' };

let t: TestApp;
const cookies: Record<string, string> = {};
const { ok } = apiCalls(() => t, cookies);
/** The token of the last write (a pass's or a completion's): reads wait for the read models to show it. */
let lastToken = '';
const read = async <T>(user: string, url: string): Promise<T> => {
  const response = await injectAs(t, 'GET', url, cookies[user]!, undefined, lastToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: clock.timeZone });
  t.setNow(NOW);
  for (const user of ['admin', 'officer', 'employee']) cookies[user] = await t.signIn(user);
});
afterAll(async () => t.close());

/** One pass once the read models have caught up with what the test just did. */
const pass = async (): Promise<Extract<RequirementPass, { caughtUp: true }>> => {
  const outcome = await until(
    () => assignDueRequirements({ store: t.store, pool: t.pool, clock }),
    (o) => o.caughtUp,
  );
  if (!outcome.caughtUp) throw new Error('the read models did not catch up with the log');
  lastToken = outcome.consistencyToken ?? lastToken;
  return outcome;
};

const hire = async (username: string) =>
  (
    await ok('admin', 'POST', '/api/admin/employees', {
      firstName: username,
      lastName: 'Yard',
      email: `${username}@ipsi.example`,
      username,
      department: DEPARTMENT,
      position: 'Rigger',
      company: 'IPSI',
      role: 'employee',
    })
  ).id as string;
/** A course of its own for each test, valid for `months` (null: for good). */
const newCourse = async (title: string, months: number | null): Promise<string> => {
  const created = await ok('admin', 'POST', '/api/trainings', { title, type: 'online', duration: '1 hour' });
  if (months === null) return created.id;
  await ok('officer', 'PUT', trainingMatrixRoutes.validity(created.id), { validityMonths: months });
  return created.id;
};
const complete = async (trainingId: string, userId: string, completedOn: string) => {
  const { consistencyToken } = await ok('admin', 'POST', `/api/trainings/${trainingId}/completions`, {
    userId,
    completedOn,
  });
  lastToken = consistencyToken;
};
const assignmentsOf = async (userId: string, trainingId: string): Promise<TrainingAssignment[]> =>
  (await read<TrainingAssignment[]>('admin', employeeRoutes.userTrainingAssignments(userId))).filter(
    (a) => a.trainingId === trainingId,
  );
/** An administrator requires the course of a role, department or person, with days of grace. */
const requireCourse = (trainingId: string, scope: string, value: string, graceDays: number) =>
  ok('admin', 'POST', trainingMatrixRoutes.requirements, { trainingId, scope, value, graceDays });

const myTraining = async (trainingId: string) => {
  const work = await read<MyWork>('employee', '/api/my-work');
  const of = (items: MyWorkItem[]) =>
    items.filter((i) => i.kind === 'training' && i.trainingId === trainingId);
  return { open: of(work.items), done: of(work.done) };
};

describe('a due requirement becomes an assignment', () => {
  it('assigns a department course to each active person there who lacks it, once', async () => {
    const [ann, bob, cam] = [await hire('ann.yard'), await hire('bob.yard'), await hire('cam.yard')];
    const hazcom = await newCourse('Yard Hazard Communication', null);
    await requireCourse(hazcom, 'department', DEPARTMENT, 14);
    await complete(hazcom, bob, '2026-11-02');
    await ok('admin', 'DELETE', `/api/admin/employees/${cam}`);

    expect((await pass()).assigned).toBe(1);
    const [annAssignment] = await assignmentsOf(ann, hazcom);
    // Hired today with 14 days of grace: due two weeks from today.
    expect(annAssignment).toMatchObject({
      dueDate: '2026-12-04',
      status: 'assigned',
      trainingTitle: 'Yard Hazard Communication',
      notes: `Required of your department (${DEPARTMENT}); assigned automatically.`,
    });
    expect(await assignmentsOf(bob, hazcom)).toEqual([]);
    expect(await assignmentsOf(cam, hazcom)).toEqual([]);

    const events = await t.eventCount();
    expect((await pass()).assigned).toBe(0);
    expect(await t.eventCount()).toBe(events);
  });

  it('renews a certification that runs out within 30 days, due its last valid day, and stops once renewed', async () => {
    const employee = (await ok('employee', 'GET', '/api/user')).id as string;
    const forklift = await newCourse('Yard Forklift', 12);
    await complete(forklift, employee, '2025-12-10');
    await requireCourse(forklift, 'person', employee, 0);

    expect((await pass()).assigned).toBe(1);
    // Valid 12 months from 2025-12-10: through 2026-12-09, within 30 days of today.
    const renewal = await myTraining(forklift);
    expect(renewal.done).toEqual([]);
    expect(renewal.open).toMatchObject([
      {
        dueDate: '2026-12-09',
        doneAt: null,
        notes: 'Your certification runs out on 2026-12-09; assigned automatically to renew it.',
      },
    ]);

    await complete(forklift, employee, TODAY);
    const renewed = await myTraining(forklift);
    expect(renewed.open).toEqual([]);
    expect(renewed.done.map((i) => i.id)).toEqual(renewal.open.map((i) => i.id));
    expect((await pass()).assigned).toBe(0);
  });

  it('assigns an expired certification due today, since its last valid day has passed', async () => {
    const employee = (await ok('employee', 'GET', '/api/user')).id as string;
    const firstAid = await newCourse('Yard First Aid', 12);
    await complete(firstAid, employee, '2025-10-01');
    await requireCourse(firstAid, 'role', 'employee', 0);
    const outcome = await pass();
    const expired = await myTraining(firstAid);
    expect(expired.open).toMatchObject([
      {
        dueDate: TODAY,
        notes: 'Your certification ran out on 2026-09-30; assigned automatically to renew it.',
      },
    ]);
    // Everyone else of the role lacks it: each active employee got one, the demo employee included.
    expect(outcome.assigned).toBeGreaterThan(1);
  });

  it('assigns once when two servers make their passes at the same moment', async () => {
    const employee = (await ok('employee', 'GET', '/api/user')).id as string;
    const ppe = await newCourse('Yard PPE', null);
    await requireCourse(ppe, 'person', employee, 3);
    const both = await Promise.all([pass(), pass()]);
    expect(both.map((o) => o.failed)).toEqual([0, 0]);
    expect(both[0].assigned + both[1].assigned).toBe(1);
    expect((await myTraining(ppe)).open).toHaveLength(1);
  });
});
