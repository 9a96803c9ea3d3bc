import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeRoutes, trainingVideoRoutes, type Notice, type NoticeInput } from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The demo admin and supervisor work for IPSI, the employee for TODCO.
// 9:00 in Chicago, inside the notices' window of 8:00 to 12:00.
const NOW = '2026-11-20T15:00:00.000Z';

const people = ['employee', 'supervisor', 'officer', 'admin'];
const cookies: Record<string, string> = {};
let t: TestApp;
const { call, ok } = apiCalls(() => t, cookies);
afterAll(async () => t.close());
beforeAll(async () => {
  t = await startTestApp({ TIME_ZONE: 'America/Chicago' });
  for (const person of people) cookies[person] = await t.signIn(person);
  t.setNow(NOW);
});

const maintenance: NoticeInput = {
  type: 'warning',
  title: 'Scheduled Maintenance',
  message: 'Machines in Building #3 are out of service on Friday from 8:00 AM to 12:00 PM.',
  link: { url: '/inspections', text: 'See the inspection' },
  // Friday 8:00 to 12:00 in Chicago, written with the site's offset.
  shownFrom: '2026-11-20T08:00-06:00',
  shownUntil: '2026-11-20T12:00-06:00',
  audience: ['IPSI', 'TODCO'],
};
const post = async (notice: Partial<NoticeInput> = {}) =>
  (await ok('admin', 'POST', noticeRoutes.list, { ...maintenance, ...notice })).id as string;
const titlesOnDashboard = async (user: string) =>
  ((await ok(user, 'GET', noticeRoutes.current)).notices as Notice[]).map((n) => n.title);
const state = async (id: string) =>
  ((await ok('admin', 'GET', noticeRoutes.list)).notices as Notice[]).find((n) => n.id === id)?.state;

describe('dashboard notices', () => {
  it('shows a posted notice to both companies while its window is open, and not before or after', async () => {
    const id = await post({ title: 'Window check' });
    expect(await titlesOnDashboard('employee')).toContain('Window check');
    expect(await titlesOnDashboard('supervisor')).toContain('Window check');
    expect(await state(id)).toBe('current');

    t.setNow('2026-11-20T13:59:59.000Z'); // 7:59:59 in Chicago
    expect(await titlesOnDashboard('employee')).not.toContain('Window check');
    expect(await state(id)).toBe('scheduled');
    t.setNow('2026-11-20T18:00:00.000Z'); // 12:00 in Chicago: the end is not included
    expect(await titlesOnDashboard('employee')).not.toContain('Window check');
    expect(await state(id)).toBe('ended');
    t.setNow(NOW);
  });

  it('shows a notice addressed to IPSI to IPSI people only', async () => {
    await post({ title: 'IPSI only', audience: ['IPSI'] });
    expect(await titlesOnDashboard('supervisor')).toContain('IPSI only');
    expect(await titlesOnDashboard('employee')).not.toContain('IPSI only');
  });

  it('takes an edit as the new text and window, and a withdrawal off every dashboard', async () => {
    const id = await post({ title: 'Before edit' });
    await ok('admin', 'PUT', noticeRoutes.notice(id), { ...maintenance, title: 'After edit' });
    const titles = await titlesOnDashboard('employee');
    expect(titles).toContain('After edit');
    expect(titles).not.toContain('Before edit');

    await ok('admin', 'POST', noticeRoutes.withdraw(id));
    expect(await titlesOnDashboard('employee')).not.toContain('After edit');
    expect(await state(id)).toBe('withdrawn');
    const edit = await call('admin', 'PUT', noticeRoutes.notice(id), maintenance);
    expect(edit.status).toBe(409);
  });

  it('keeps a dismissal per person: dismissed for the employee, still shown to the supervisor', async () => {
    const id = await post({ title: 'Dismiss me' });
    await ok('employee', 'POST', noticeRoutes.dismiss(id));
    // A second device dismissing it again is no error.
    await ok('employee', 'POST', noticeRoutes.dismiss(id));
    expect(await titlesOnDashboard('employee')).not.toContain('Dismiss me');
    expect(await titlesOnDashboard('supervisor')).toContain('Dismiss me');
  });

  it('will not let anyone dismiss a notice not addressed to their company', async () => {
    const id = await post({ title: 'IPSI again', audience: ['IPSI'] });
    expect((await call('employee', 'POST', noticeRoutes.dismiss(id))).status).toBe(404);
  });

  it('lets only admins post, edit, withdraw and list notices', async () => {
    const id = await post();
    for (const user of ['officer', 'supervisor', 'employee']) {
      expect((await call(user, 'POST', noticeRoutes.list, maintenance)).status).toBe(403);
      expect((await call(user, 'PUT', noticeRoutes.notice(id), maintenance)).status).toBe(403);
      expect((await call(user, 'POST', noticeRoutes.withdraw(id))).status).toBe(403);
      expect((await call(user, 'GET', noticeRoutes.list)).status).toBe(403);
    }
    expect(await state(id)).toBe('current');
  });

  it.each([
    [{ link: { url: 'javascript:alert(1)', text: 'Open' } }, 'link.url', 'http://'],
    [{ link: { url: '//evil.example/phish', text: 'Open' } }, 'link.url', 'http://'],
    [{ shownUntil: '2026-11-20T07:00-06:00' }, 'shownUntil', 'after shown from'],
    [{ audience: ['TODCO'] }, 'audience', 'your own company (IPSI)'],
    [{ audience: [] }, 'audience', 'at least one company'],
    [{ title: '  ' }, 'title', 'Required'],
  ] as [Partial<NoticeInput>, string, string][])(
    'refuses a bad notice with problem+json naming %j, and records nothing',
    async (change, field, reason) => {
      const before = (await ok('admin', 'GET', noticeRoutes.list)).notices.length;
      const { status, headers, body } = await call('admin', 'POST', noticeRoutes.list, {
        ...maintenance,
        ...change,
      });
      expect({ status, type: headers['content-type'], errors: body.errors }).toEqual({
        status: 400,
        type: expect.stringContaining('application/problem+json'),
        errors: [{ field, reason: expect.stringContaining(reason) }],
      });
      expect((await ok('admin', 'GET', noticeRoutes.list)).notices).toHaveLength(before);
    },
  );

  it('accepts an outside https link and keeps it on the notice', async () => {
    const link = { url: 'https://www.osha.gov/heat', text: 'OSHA on heat' };
    const id = await post({ title: 'Heat', link });
    const notice = ((await ok('employee', 'GET', noticeRoutes.current)).notices as Notice[]).find(
      (n) => n.id === id,
    );
    expect(notice?.link).toEqual(link);
  });
});

describe('training videos', () => {
  it('lists a video an admin adds to a course for everyone, until it is removed', async () => {
    const { id: course } = await ok('admin', 'POST', '/api/trainings', {
      title: 'Forklift Basics',
      type: 'online',
      duration: '1 hour',
    });
    const video = { title: 'Pre-shift Check', url: 'https://videos.example/forklift' };
    const { id } = await ok('admin', 'POST', trainingVideoRoutes.add(course), video);
    expect((await ok('employee', 'GET', trainingVideoRoutes.list)).videos).toEqual([
      expect.objectContaining({ id, trainingId: course, trainingTitle: 'Forklift Basics', ...video }),
    ]);

    expect((await call('officer', 'DELETE', trainingVideoRoutes.video(id))).status).toBe(403);
    await ok('admin', 'DELETE', trainingVideoRoutes.video(id));
    expect((await ok('employee', 'GET', trainingVideoRoutes.list)).videos).toEqual([]);
  });

  it('refuses a link that is not http(s), a course that does not exist, and a non-admin', async () => {
    const { id: course } = await ok('admin', 'POST', '/api/trainings', {
      title: 'Ladder Safety',
      type: 'online',
      duration: '1 hour',
    });
    const bad = await call('admin', 'POST', trainingVideoRoutes.add(course), {
      title: 'Ladders',
      url: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'url' })]);
    const video = { title: 'Ladders', url: 'https://videos.example/ladders' };
    expect((await call('admin', 'POST', trainingVideoRoutes.add(crypto.randomUUID()), video)).status).toBe(
      404,
    );
    expect((await call('employee', 'POST', trainingVideoRoutes.add(course), video)).status).toBe(403);
    expect((await ok('employee', 'GET', trainingVideoRoutes.list)).videos).toEqual([]);
  });
});
