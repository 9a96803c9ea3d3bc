import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceFigures } from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let ok: ReturnType<typeof apiCalls>['ok'];

beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  ({ ok } = apiCalls(() => t, { admin: await t.signIn('admin'), employee: await t.signIn('employee') }));
});
afterAll(async () => t.close());

/** This month's compliance as the dashboard, the Compliance page and the admin dashboard give it. */
const threePages = async (): Promise<ComplianceFigures[]> => [
  (await ok('employee', 'GET', '/api/metrics/current?period=this-month')).compliance,
  (await ok('employee', 'GET', '/api/compliance/summary')).compliance,
  (await ok('admin', 'GET', '/api/admin/dashboard')).compliance,
];

describe('one compliance figure for one period on every page', () => {
  it('with no training owed, every page says training has no data yet, not 100%', async () => {
    // A month far from the demo's own assignments: nothing is due in it.
    t.setNow('2031-03-20T18:00:00Z');
    const [dashboard, compliancePage, adminDashboard] = await threePages();
    expect(dashboard).toMatchObject({ from: '2031-03-01', to: '2031-03-20', asOf: '2031-03-20' });
    expect(dashboard!.training).toBeNull();
    expect(compliancePage).toEqual(dashboard);
    expect(adminDashboard).toEqual(dashboard);
  });

  it('with training assigned, the three pages give the same rate: one of two done on time is 50%', async () => {
    t.setNow('2031-03-02T18:00:00Z');
    const users: { id: string; username: string }[] = await ok('admin', 'GET', '/api/users');
    const idOf = (username: string) => users.find((u) => u.username === username)!.id;
    const course = await ok('admin', 'POST', '/api/trainings', {
      title: 'Forklift Refresher',
      type: 'inperson',
      date: '2031-03-03',
      time: '09:00',
      location: 'Yard office',
      duration: '2 hours',
      maxAttendees: null,
    });
    for (const username of ['employee', 'lwilson'])
      await ok('admin', 'POST', '/api/admin/assign-training', {
        employeeId: idOf(username),
        trainingId: course.id,
        dueDate: '2031-03-10',
      });
    t.setNow('2031-03-20T18:00:00Z');
    await ok('admin', 'POST', `/api/trainings/${course.id}/completions`, {
      userId: idOf('employee'),
      completedOn: '2031-03-09',
    });

    const [dashboard, compliancePage, adminDashboard] = await threePages();
    expect(dashboard!.training).toEqual({ completed: 1, total: 2, rate: 50 });
    expect(compliancePage).toEqual(dashboard);
    expect(adminDashboard).toEqual(dashboard);
    // The overall rate is the mean of the areas with data, the same everywhere.
    const areas = [dashboard!.training, dashboard!.documentation, dashboard!.inspections].flatMap((a) =>
      a ? [a.rate] : [],
    );
    expect(dashboard!.overall).toBeCloseTo(areas.reduce((s, r) => s + r, 0) / areas.length, 1);

    // The department table counts by the same definition: both are in the demo's departments.
    const summary = await ok('employee', 'GET', '/api/compliance/summary');
    const owed = summary.departments.reduce(
      (n: number, d: { training: { total: number } | null }) => n + (d.training?.total ?? 0),
      0,
    );
    expect(owed).toBe(2);
    t.setNow(null);
  });
});
