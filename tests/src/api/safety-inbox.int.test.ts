import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  safetyInboxRoutes as paths,
  type NotificationsAnswer,
  type SafetyInboxItem,
  type SafetyInboxList,
} from '@hs/contracts';
import { apiCalls } from '../support/api-calls.ts';
import { reactorCaughtUp } from '../support/mail-rules.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Demo companies: officer and employee work for TODCO; admin and supervisor for IPSI. */
let t: TestApp;
const cookies: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookies);

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['admin', 'officer', 'supervisor', 'employee']) cookies[user] = await t.signIn(user);
});
afterAll(async () => t.close());

const inbox = async (user: string, query = '') =>
  (await ok(user, 'GET', `${paths.inbox}${query}`)) as SafetyInboxList;
const idsIn = (list: SafetyInboxList) => list.items.map((i) => i.id);
const toldOf = async (user: string, itemId: string) => {
  await reactorCaughtUp(t);
  const { items } = (await ok(user, 'GET', '/api/notifications')) as NotificationsAnswer;
  return items.filter((n) => n.link === `/safety-inbox/${itemId}`).map((n) => n.title);
};
const expectProblem = (
  answer: { status: number; headers: Record<string, unknown>; body: unknown },
  status: number,
  field?: string,
) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(String(answer.headers['content-type'])).toContain('application/problem+json');
  if (field) expect(JSON.stringify(answer.body)).toContain(field);
};
const message = { subject: 'Blocked fire exit', message: 'The exit by bay 4 is blocked by pallets.' };
const issue = {
  category: 'training',
  description: 'Forklift cards of the night shift expired.',
  department: 'Warehouse',
};

describe('Contact Safety Team', () => {
  let messageId = '';

  it("an employee's message reaches the safety team of their company, and only theirs", async () => {
    ({ id: messageId } = await ok('employee', 'POST', paths.messages, {
      ...message,
      aboutReportNumber: 'IR-2026-000001',
    }));
    const item = (await ok('officer', 'GET', paths.item(messageId))) as SafetyInboxItem;
    expect(item).toMatchObject({
      kind: 'message',
      status: 'open',
      company: 'TODCO',
      subject: 'Blocked fire exit',
      text: message.message,
      aboutReportNumber: 'IR-2026-000001',
      submittedByName: 'Jamie Chen',
    });
    expect(await toldOf('officer', messageId)).toEqual(['New message for the safety team from Jamie Chen']);
    // The IPSI administrator is not on TODCO's team: no notification, though an admin may read any.
    expect(await toldOf('admin', messageId)).toEqual([]);
    expect(idsIn(await inbox('admin'))).toContain(messageId);
  });

  it('the sender sees their own message; others outside the team do not', async () => {
    expect(idsIn(await inbox('employee'))).toContain(messageId);
    expect((await inbox('employee')).asSafetyTeam).toBe(false);
    expect(idsIn(await inbox('supervisor'))).not.toContain(messageId);
    expect((await call('supervisor', 'GET', paths.item(messageId))).status).toBe(404);
  });

  it('bad input is refused with the field and its reason, and nothing is sent', async () => {
    const before = (await inbox('officer')).items.length;
    expectProblem(
      await call('employee', 'POST', paths.messages, { ...message, subject: '  ' }),
      400,
      'subject',
    );
    expectProblem(
      await call('employee', 'POST', paths.messages, { ...message, aboutReportNumber: 'incident 7' }),
      400,
      'aboutReportNumber',
    );
    expectProblem(
      await call('employee', 'POST', paths.messages, { ...message, message: 'x'.repeat(4001) }),
      400,
      'message',
    );
    expect((await inbox('officer')).items.length).toBe(before);
  });
});

describe('Report Compliance Issue and its triage', () => {
  let issueId = '';
  let ipsiIssue = '';

  it('a reported issue is open in the inbox of the reporter company', async () => {
    ({ id: issueId } = await ok('employee', 'POST', paths.complianceIssues, issue));
    ({ id: ipsiIssue } = await ok('supervisor', 'POST', paths.complianceIssues, {
      ...issue,
      category: 'document',
    }));
    const officer = await inbox('officer', '?kind=compliance-issue&status=open');
    expect(idsIn(officer)).toContain(issueId);
    expect(idsIn(officer)).not.toContain(ipsiIssue);
    expect(officer.items.every((i) => i.kind === 'compliance-issue' && i.status === 'open')).toBe(true);
    expect(await toldOf('officer', issueId)).toEqual(['New compliance issue from Jamie Chen']);
    expect(await toldOf('admin', ipsiIssue)).toEqual(['New compliance issue from Marco Rossi']);
    expectProblem(
      await call('employee', 'POST', paths.complianceIssues, { ...issue, category: 'rumour' }),
      400,
      'category',
    );
  });

  it('employees and supervisors cannot triage; an officer cannot triage another company item', async () => {
    expectProblem(await call('employee', 'PATCH', paths.status(issueId), { status: 'under-review' }), 403);
    expectProblem(
      await call('supervisor', 'PATCH', paths.status(ipsiIssue), { status: 'under-review' }),
      403,
    );
    expectProblem(await call('officer', 'PATCH', paths.status(ipsiIssue), { status: 'under-review' }), 404);
    expect((await call('officer', 'GET', paths.item(ipsiIssue))).status).toBe(404);
  });

  it('an open issue cannot be resolved before its review, nor without a note', async () => {
    expectProblem(
      await call('officer', 'PATCH', paths.status(issueId), { status: 'resolved', note: 'Done' }),
      409,
      'status',
    );
    await ok('officer', 'PATCH', paths.status(issueId), { status: 'under-review' });
    expectProblem(
      await call('officer', 'PATCH', paths.status(issueId), { status: 'resolved', note: '' }),
      400,
      'note',
    );
    expectProblem(
      await call('officer', 'PATCH', paths.status(issueId), { status: 'dismissed' }),
      400,
      'reason',
    );
    expect(((await ok('officer', 'GET', paths.item(issueId))) as SafetyInboxItem).status).toBe(
      'under-review',
    );
  });

  it('resolving records the note and tells the reporter; a resolved issue stays resolved', async () => {
    await ok('officer', 'PATCH', paths.status(issueId), {
      status: 'resolved',
      note: 'Cards renewed on Monday.',
    });
    const item = (await ok('employee', 'GET', paths.item(issueId))) as SafetyInboxItem;
    expect(item).toMatchObject({
      status: 'resolved',
      outcome: 'Cards renewed on Monday.',
      closedByName: 'Priya Shah',
    });
    expect(await toldOf('employee', issueId)).toContain('Your compliance issue was resolved');
    expectProblem(
      await call('officer', 'PATCH', paths.status(issueId), { status: 'dismissed', reason: 'x' }),
      409,
    );
    expectProblem(await call('officer', 'PATCH', paths.status(issueId), { status: 'under-review' }), 409);
  });

  it('an administrator dismisses with a reason, and the reporter hears of it', async () => {
    await ok('admin', 'PATCH', paths.status(ipsiIssue), { status: 'under-review' });
    await ok('admin', 'PATCH', paths.status(ipsiIssue), { status: 'dismissed', reason: 'Already handled.' });
    const mine = await inbox('supervisor', '?status=dismissed');
    expect(mine.items.map((i) => [i.id, i.outcome])).toEqual([[ipsiIssue, 'Already handled.']]);
    expect(await toldOf('supervisor', ipsiIssue)).toContain('Your compliance issue was dismissed');
  });
});
