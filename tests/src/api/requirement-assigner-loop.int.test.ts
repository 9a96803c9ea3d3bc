import { afterAll, beforeAll, expect, it } from 'vitest';
import { employeeRoutes, trainingMatrixRoutes, type TrainingAssignment } from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { until } from '../support/until.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const { ok } = apiCalls(() => t, cookies);

beforeAll(async () => {
  // The app runs its own passes here, every second.
  t = await startTestApp({ TIME_ZONE: 'America/Chicago', REQUIREMENT_ASSIGN_INTERVAL_S: '1' });
  t.setNow('2026-11-20T18:00:00.000Z');
  cookies.admin = await t.signIn('admin');
});
afterAll(async () => t.close());

it('assigns a newly required course by itself, without anyone asking, once', async () => {
  // Hired on the site's 2026-11-20: seven days of grace make it due on the 27th.
  const { id: employee } = await ok('admin', 'POST', '/api/admin/employees', {
    firstName: 'Lou',
    lastName: 'Loop',
    email: 'lou.loop@ipsi.example',
    username: 'lou.loop',
    department: 'Maintenance',
    position: 'Fitter',
    company: 'IPSI',
    role: 'employee',
  });
  const { id: course } = await ok('admin', 'POST', '/api/trainings', {
    title: 'Lockout Tagout',
    type: 'inperson',
    duration: '1 hour',
  });
  await ok('admin', 'POST', trainingMatrixRoutes.requirements, {
    trainingId: course,
    scope: 'person',
    value: employee,
    graceDays: 7,
  });
  const assigned = async () =>
    (
      (await ok('admin', 'GET', employeeRoutes.userTrainingAssignments(employee))) as TrainingAssignment[]
    ).filter((a) => a.trainingId === course);
  const first = await until(assigned, (list) => list.length > 0);
  expect(first).toMatchObject([
    { dueDate: '2026-11-27', notes: 'Required of you by name; assigned automatically.', status: 'assigned' },
  ]);
  // Later passes (one a second) find it assigned and add nothing.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await assigned()).toHaveLength(1);
});
