import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingMatrixRoutes, type MatrixCell, type TrainingMatrix } from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// 18:00 UTC is noon in Chicago: the site's today is 2026-11-20.
const NOW = '2026-11-20T18:00:00.000Z';
const TODAY = '2026-11-20';
const DEPARTMENT = 'Rigging';

let t: TestApp;
const cookies: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookies);

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  t.setNow(NOW);
  for (const user of ['admin', 'officer', 'supervisor', 'employee']) cookies[user] = await t.signIn(user);
});
afterAll(async () => t.close());

/** What the test recorded, from which it works out each cell on its own. */
type Person = { id: string; role: string; position: string; department: string };
type Requirement = { trainingId: string; scope: string; value: string; graceDays: number };
const people: Person[] = [];
const courses = new Map<string, number | null>();
const requirements: Requirement[] = [];
const completions: { trainingId: string; userId: string; completedOn: string }[] = [];

const hire = async (username: string, role: string, position: string, department = DEPARTMENT) => {
  const { id } = await ok('admin', 'POST', '/api/admin/employees', {
    firstName: username,
    lastName: 'Matrix',
    email: `${username}@ipsi.example`,
    username,
    department,
    position,
    company: 'IPSI',
    role,
  });
  people.push({ id, role, position, department });
  return id as string;
};
const course = async (title: string, validityMonths: number | null) => {
  const { id } = await ok('admin', 'POST', '/api/trainings', {
    title,
    type: 'inperson',
    duration: '2 hours',
  });
  if (validityMonths !== null)
    await ok('officer', 'PUT', trainingMatrixRoutes.validity(id), { validityMonths });
  courses.set(id, validityMonths);
  return id as string;
};
const require = async (requirement: Requirement) => {
  await ok('admin', 'POST', trainingMatrixRoutes.requirements, requirement);
  requirements.push(requirement);
};
const complete = async (trainingId: string, userId: string, completedOn: string) => {
  await ok('admin', 'POST', `/api/trainings/${trainingId}/completions`, { userId, completedOn });
  completions.push({ trainingId, userId, completedOn });
};

/** The test's own reading of the rules: a requirement names the person, the latest completion counts. */
const expectedState = (person: Person, trainingId: string, withinDays: number): MatrixCell['state'] => {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const reaching = requirements.filter(
    (r) =>
      r.trainingId === trainingId &&
      ((r.scope === 'role' && r.value === person.role) ||
        (r.scope === 'department' && same(r.value, person.department)) ||
        (r.scope === 'position' && same(r.value, person.position)) ||
        (r.scope === 'person' && r.value === person.id)),
  );
  if (reaching.length === 0) return 'not-required';
  const latest = completions
    .filter((c) => c.trainingId === trainingId && c.userId === person.id)
    .map((c) => c.completedOn)
    .sort()
    .at(-1);
  if (latest === undefined) return 'missing';
  const months = courses.get(trainingId)!;
  if (months === null) return 'held';
  const runsOut = new Date(`${latest}T00:00:00Z`);
  runsOut.setUTCMonth(runsOut.getUTCMonth() + months);
  const horizon = new Date(`${TODAY}T00:00:00Z`);
  horizon.setUTCDate(horizon.getUTCDate() + withinDays);
  const today = new Date(`${TODAY}T00:00:00Z`);
  return runsOut <= today ? 'expired' : runsOut <= horizon ? 'expiring' : 'held';
};

const expectedTotals = (withinDays: number) => {
  const totals = { held: 0, expiring: 0, expired: 0, missing: 0, notRequired: 0 };
  for (const person of people.filter((p) => p.department === DEPARTMENT))
    for (const trainingId of courses.keys()) {
      const state = expectedState(person, trainingId, withinDays);
      totals[state === 'not-required' ? 'notRequired' : state] += 1;
    }
  return totals;
};

const matrixOf = async (user: string, query: string) => {
  const answer = await call(user, 'GET', `${trainingMatrixRoutes.matrix}?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as TrainingMatrix;
};

describe('the training matrix', () => {
  let ana: string, ben: string, cal: string, dee: string, eli: string;
  let crane: string, hazcom: string, firstAid: string;

  beforeAll(async () => {
    ana = await hire('ana.rig', 'employee', 'Rigger');
    ben = await hire('ben.rig', 'employee', 'Rigger');
    cal = await hire('cal.rig', 'supervisor', 'Lead Rigger');
    dee = await hire('dee.rig', 'employee', 'Clerk');
    eli = await hire('eli.rig', 'employee', 'Clerk');
    crane = await course('Crane Signalling', 36);
    hazcom = await course('Hazard Communication', null);
    firstAid = await course('First Aid and CPR', 24);
    await require({ trainingId: crane, scope: 'position', value: 'rigger', graceDays: 0 });
    await require({ trainingId: crane, scope: 'person', value: dee, graceDays: 5 });
    await require({ trainingId: hazcom, scope: 'department', value: ' rigging ', graceDays: 10 });
    await require({ trainingId: firstAid, scope: 'role', value: 'supervisor', graceDays: 30 });
    await complete(crane, ana, '2023-12-10');
    await complete(crane, ben, '2026-06-01');
    await complete(hazcom, ana, '2025-01-01');
    await complete(firstAid, cal, '2024-01-15');
    await complete(firstAid, dee, '2026-01-01');
    // Eli becomes a supervisor after the requirement of supervisors was set: it reaches him too.
    await ok('admin', 'PATCH', `/api/admin/employees/${eli}`, { role: 'supervisor' });
    people.find((p) => p.id === eli)!.role = 'supervisor';
  });

  it('counts each state as the recorded requirements, completions and validity give them', async () => {
    const matrix = await matrixOf('admin', `department=${DEPARTMENT}`);
    expect(matrix.asOf).toBe(TODAY);
    expect(matrix.people.map((p) => p.id).sort()).toEqual([ana, ben, cal, dee, eli].sort());
    expect(matrix.totals).toEqual(expectedTotals(30));
    for (const person of matrix.people)
      person.cells.forEach((cell, i) =>
        expect(cell.state, `${person.name} x ${matrix.courses[i]!.title}`).toBe(
          expectedState(
            people.find((p) => p.id === person.id)!,
            matrix.courses[i]!.id,
            30,
          ),
        ),
      );
  });

  it('shows until when each qualification holds and when a missing one is due', async () => {
    const matrix = await matrixOf('admin', `department=${DEPARTMENT}`);
    const cell = (userId: string, trainingId: string) =>
      matrix.people.find((p) => p.id === userId)!.cells[matrix.courses.findIndex((c) => c.id === trainingId)];
    expect(cell(ana, crane)).toEqual({
      state: 'expiring',
      completedOn: '2023-12-10',
      validThrough: '2026-12-09',
    });
    expect(cell(ben, crane)).toEqual({
      state: 'held',
      completedOn: '2026-06-01',
      validThrough: '2029-05-31',
    });
    expect(cell(ana, hazcom)).toEqual({ state: 'held', completedOn: '2025-01-01', validThrough: null });
    expect(cell(cal, firstAid)).toEqual({
      state: 'expired',
      completedOn: '2024-01-15',
      validThrough: '2026-01-14',
    });
    expect(cell(eli, firstAid)).toEqual({ state: 'missing', dueOn: '2026-12-20' });
    expect(cell(dee, crane)).toEqual({ state: 'missing', dueOn: '2026-11-25' });
    expect(cell(dee, firstAid)).toEqual({ state: 'not-required' });
  });

  it('a shorter window turns an expiring qualification back to held', async () => {
    const matrix = await matrixOf('admin', `department=${DEPARTMENT}&withinDays=7`);
    expect(matrix.totals).toEqual(expectedTotals(7));
    expect(matrix.totals.expiring).toBe(expectedTotals(30).expiring - 1);
  });

  it('filters by role and by establishment', async () => {
    const supervisors = await matrixOf('officer', `department=${DEPARTMENT}&role=supervisor`);
    expect(supervisors.people.map((p) => p.id).sort()).toEqual([cal, eli].sort());
    const nowhere = await matrixOf('admin', `establishmentId=${crypto.randomUUID()}`);
    expect(nowhere.people).toEqual([]);
  });

  it('exports the same cells as CSV', async () => {
    const csv = await call('admin', 'GET', `${trainingMatrixRoutes.matrixCsv}?department=${DEPARTMENT}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Department,Job title,Role,Crane Signalling,First Aid and CPR,Hazard Communication',
    );
    expect(lines).toContain('ana.rig Matrix,Rigging,Rigger,employee,Expiring 2026-12-09,Not required,Held');
    expect(lines).toHaveLength(6);
  });

  it('lets a supervisor see their own department only, whatever they ask for', async () => {
    const own = await matrixOf('supervisor', '');
    expect(own.people.length).toBeGreaterThan(0);
    expect(new Set(own.people.map((p) => p.department))).toEqual(new Set(['Production']));
    expect(own.departments).toEqual(['Production']);
    expect((await matrixOf('supervisor', `department=${DEPARTMENT}`)).people).toEqual([]);
  });

  it('refuses the matrix to employees and requirements to anyone but an administrator', async () => {
    expect((await call('employee', 'GET', trainingMatrixRoutes.matrix)).status).toBe(403);
    expect((await call('employee', 'GET', trainingMatrixRoutes.matrixCsv)).status).toBe(403);
    const body = { trainingId: crane, scope: 'role', value: 'employee', graceDays: 0 };
    expect((await call('officer', 'POST', trainingMatrixRoutes.requirements, body)).status).toBe(403);
    expect((await call('supervisor', 'POST', trainingMatrixRoutes.requirements, body)).status).toBe(403);
    expect(
      (await call('employee', 'PUT', trainingMatrixRoutes.validity(crane), { validityMonths: 1 })).status,
    ).toBe(403);
    expect(await ok('admin', 'GET', trainingMatrixRoutes.requirements)).toHaveLength(requirements.length);
  });

  it.each([
    [{ scope: 'role', value: 'captain', graceDays: 0 }, 'value', 'Must be one of'],
    [{ scope: 'person', value: 'not-an-id', graceDays: 0 }, 'value', 'Must be the id of an employee'],
    [{ scope: 'department', value: 'Rigging', graceDays: -1 }, 'graceDays', 'At least 0'],
  ])(
    'refuses a bad requirement with problem+json naming the field, and records nothing',
    async (body, field, reason) => {
      const answer = await call('admin', 'POST', trainingMatrixRoutes.requirements, {
        trainingId: crane,
        ...body,
      });
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ field, reason: expect.stringContaining(reason) }),
      ]);
      expect(await ok('admin', 'GET', trainingMatrixRoutes.requirements)).toHaveLength(requirements.length);
    },
  );

  it('refuses a requirement of a person nobody employs, and a window of no days', async () => {
    const stranger = await call('admin', 'POST', trainingMatrixRoutes.requirements, {
      trainingId: crane,
      scope: 'person',
      value: crypto.randomUUID(),
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors).toEqual([expect.objectContaining({ field: 'value' })]);
    const window = await call('admin', 'GET', `${trainingMatrixRoutes.matrix}?withinDays=0`);
    expect(window.status).toBe(400);
    expect(window.body.errors).toEqual([expect.objectContaining({ field: 'withinDays' })]);
  });
});
