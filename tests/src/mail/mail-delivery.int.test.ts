import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { outgoingMailRoutes, routes, type OutgoingMailAnswer } from '@hs/contracts';
import { expectNoMedicalDetail, injuryReport } from '../support/medical-words.ts';
import { accountOf, insertNotification, outboxRowOf } from '../support/notification-rows.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server.ts';

const APP_URL = 'https://safety.example.test';
const FROM = 'SafetyHub <notifications@safety.example.test>';
// Waits of milliseconds instead of minutes: 400 ms doubling to 1.6 s, six tries.
const FAST_MAIL = { retry: { firstRetryMs: 400, maxRetryMs: 1600, maxAttempts: 6 }, pollMs: 100 };

let t: TestApp;
let smtp: TestSmtpServer;
let admin: string;

const mailsWith = (messageId: string) => smtp.received.filter((m) => m.messageId === messageId);
const messageIdOf = (notificationId: string) => `<notification-${notificationId}@safety.example.test>`;
const settle = () => new Promise((r) => setTimeout(r, 600));

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: FROM, APP_URL }, { mail: FAST_MAIL });
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe('a notification to be e-mailed at once', () => {
  it('reaches its person once, with its title as subject, its text, HTML and a link to the subject', async () => {
    const officer = await accountOf(t.pool, 'officer');
    const id = await insertNotification(t.pool, {
      recipientId: officer.id,
      delivery: 'email',
      title: 'Incident IR-2026-000123 reported in Logistics',
      body: 'A new report in your department is waiting for review.',
      link: '/incidents/5b0e3c52-4a38-4d1c-9a51-0c1f4f1f0d11',
    });
    await vi.waitFor(() => expect(mailsWith(messageIdOf(id))).toHaveLength(1), { timeout: 10_000 });
    const [mail] = mailsWith(messageIdOf(id));
    expect(mail!.to).toEqual([officer.email]);
    expect(mail!.from).toBe('notifications@safety.example.test');
    expect(mail!.subject).toBe('Incident IR-2026-000123 reported in Logistics');
    const link = `${APP_URL}/incidents/5b0e3c52-4a38-4d1c-9a51-0c1f4f1f0d11`;
    expect(mail!.text).toContain('A new report in your department is waiting for review.');
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`<a href="${link}"`);
    expect(mail!.html).toContain('Incident IR-2026-000123 reported in Logistics');
    expect(mail!.headers['auto-submitted']).toBe('auto-generated');

    await settle();
    expect(mailsWith(messageIdOf(id))).toHaveLength(1);
    expect(await outboxRowOf(t.pool, id)).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    const { rows } = await t.pool.query('SELECT mailed_at FROM notifications WHERE id = $1', [id]);
    expect(rows[0].mailed_at).toBeInstanceOf(Date);
  });

  it('says "Urgent" in the subject of an urgent one', async () => {
    const admin = await accountOf(t.pool, 'admin');
    const id = await insertNotification(t.pool, {
      recipientId: admin.id,
      delivery: 'email',
      urgent: true,
      title: 'Severe incident IR-2026-000124: report to OSHA within 8 hours',
    });
    await vi.waitFor(() => expect(mailsWith(messageIdOf(id))).toHaveLength(1), { timeout: 10_000 });
    expect(mailsWith(messageIdOf(id))[0]!.subject).toBe(
      'Urgent: Severe incident IR-2026-000124: report to OSHA within 8 hours',
    );
  });

  it('is not mailed when its person chose the app only', async () => {
    const employee = await accountOf(t.pool, 'employee');
    const id = await insertNotification(t.pool, {
      recipientId: employee.id,
      delivery: 'app',
      title: 'In the app only',
    });
    await settle();
    expect(await outboxRowOf(t.pool, id)).toBeUndefined();
    expect(smtp.received.filter((m) => m.subject === 'In the app only')).toEqual([]);
  });
});

describe('when the mail server is unreachable or unwell', () => {
  it('retries with growing waits while it is down and sends the mail once it is back', async () => {
    const officer = await accountOf(t.pool, 'officer');
    await smtp.stop();
    let startedAgain = false;
    // A failure here must not leave the server down for the tests after it.
    onTestFinished(async () => {
      if (!startedAgain) await smtp.start();
    });
    const id = await insertNotification(t.pool, {
      recipientId: officer.id,
      delivery: 'email',
      title: 'Sent after an outage',
    });
    await vi.waitFor(
      async () => expect((await outboxRowOf(t.pool, id))?.attempts).toBeGreaterThanOrEqual(2),
      { timeout: 10_000 },
    );
    const down = await outboxRowOf(t.pool, id);
    expect(down).toMatchObject({ state: 'pending' });
    expect(down!.last_error).toContain('ECONNREFUSED');
    await new Promise((r) => setTimeout(r, 1000));
    // Tries at 0, 0.4, 1.2, 2.8 s: without the growing wait a 100 ms poll would have tried a dozen times.
    expect((await outboxRowOf(t.pool, id))!.attempts).toBeLessThanOrEqual(4);
    await smtp.start();
    startedAgain = true;
    await vi.waitFor(() => expect(mailsWith(messageIdOf(id))).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () =>
      expect(await outboxRowOf(t.pool, id)).toMatchObject({ state: 'sent', last_error: null }),
    );
  });

  it('retries after a "try later" (451) answer and sends when the server accepts again', async () => {
    const officer = await accountOf(t.pool, 'officer');
    smtp.setTemporaryFailure(true);
    onTestFinished(() => smtp.setTemporaryFailure(false));
    const id = await insertNotification(t.pool, {
      recipientId: officer.id,
      delivery: 'email',
      title: 'Sent after a 451',
    });
    await vi.waitFor(async () => expect((await outboxRowOf(t.pool, id))?.last_error).toContain('451'), {
      timeout: 10_000,
    });
    expect(mailsWith(messageIdOf(id))).toEqual([]);
    smtp.setTemporaryFailure(false);
    await vi.waitFor(() => expect(mailsWith(messageIdOf(id))).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect((await outboxRowOf(t.pool, id))!.state).toBe('sent'));
  });
});

describe('a permanently refused address', () => {
  let id: string;
  let supervisorEmail: string;

  it('ends failed after one try and shows under failed outgoing mail to admins', async () => {
    const supervisor = await accountOf(t.pool, 'supervisor');
    supervisorEmail = supervisor.email;
    smtp.rejectAddress(supervisor.email);
    id = await insertNotification(t.pool, {
      recipientId: supervisor.id,
      delivery: 'email',
      title: 'Refused for good',
    });
    await vi.waitFor(async () => expect((await outboxRowOf(t.pool, id))?.state).toBe('failed'), {
      timeout: 10_000,
    });
    const row = await outboxRowOf(t.pool, id);
    expect(row).toMatchObject({ attempts: 1 });
    expect(row!.last_error).toContain('550');

    const response = await t.app.inject({
      method: 'GET',
      url: `${outgoingMailRoutes.list}?state=failed`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<OutgoingMailAnswer>();
    expect(answer.smtpConfigured).toBe(true);
    expect(answer.counts.failed).toBeGreaterThanOrEqual(1);
    expect(answer.items.every((m) => m.state === 'failed')).toBe(true);
    expect(answer.items.find((m) => m.id === row!.id)).toMatchObject({
      to: supervisor.email,
      subject: 'Refused for good',
      attempts: 1,
      messageId: messageIdOf(id),
      lastError: expect.stringContaining('550'),
    });
  });

  it('is not shown to anyone but admins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: outgoingMailRoutes.list,
      headers: { cookie: await t.signIn('officer') },
    });
    expect(response.statusCode).toBe(403);
  });

  it('is sent again when an admin asks, with the same Message-ID, and only a failed mail can be', async () => {
    const row = await outboxRowOf(t.pool, id);
    // The address works again (the mailbox was set up).
    smtp.acceptAddress(supervisorEmail);
    const retried = await t.app.inject({
      method: 'POST',
      url: outgoingMailRoutes.retry(row!.id),
      headers: { cookie: admin },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: row!.id, state: 'pending' });
    await vi.waitFor(() => expect(mailsWith(messageIdOf(id))).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () =>
      expect(await outboxRowOf(t.pool, id)).toMatchObject({ state: 'sent', attempts: 1 }),
    );

    const again = await t.app.inject({
      method: 'POST',
      url: outgoingMailRoutes.retry(row!.id),
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a person whose account is deactivated', () => {
  it('gets no mail: it is kept failed with the reason, and cannot be sent again while deactivated', async () => {
    const person = await accountOf(t.pool, 'lwilson');
    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/employees/${person.id}`,
      headers: { cookie: admin },
    });
    expect(off.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const { rows } = await t.pool.query('SELECT is_active FROM employees WHERE id = $1', [person.id]);
      expect(rows[0].is_active).toBe(false);
    });
    const id = await insertNotification(t.pool, {
      recipientId: person.id,
      delivery: 'email',
      title: 'To a leaver',
    });
    await vi.waitFor(async () => expect((await outboxRowOf(t.pool, id))?.state).toBe('failed'), {
      timeout: 10_000,
    });
    expect(await outboxRowOf(t.pool, id)).toMatchObject({
      attempts: 0,
      last_error: 'Not sent: the account is deactivated.',
    });
    const retried = await t.app.inject({
      method: 'POST',
      url: outgoingMailRoutes.retry((await outboxRowOf(t.pool, id))!.id),
      headers: { cookie: admin },
    });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().detail).toBe("The recipient's account is deactivated.");
    await settle();
    expect(mailsWith(messageIdOf(id))).toEqual([]);
  });
});

describe('a crash between sending a mail and marking it sent', () => {
  it('sends it once more, with the same Message-ID', async () => {
    const officer = await accountOf(t.pool, 'officer');
    const id = await insertNotification(t.pool, {
      recipientId: officer.id,
      delivery: 'email',
      title: 'Sent twice at most',
    });
    await vi.waitFor(async () => expect((await outboxRowOf(t.pool, id))?.state).toBe('sent'), {
      timeout: 10_000,
    });
    // The mark is lost: the row is as the sender left it before sending (taken, lease run out).
    await t.pool.query(
      `UPDATE mail_outbox SET state = 'pending', sent_at = NULL, attempts = 0, next_attempt_at = now()
       WHERE $1 = ANY(notification_ids)`,
      [id],
    );
    await t.pool.query("SELECT pg_notify('mail_outbox', '')");
    await vi.waitFor(() => expect(mailsWith(messageIdOf(id))).toHaveLength(2), { timeout: 10_000 });
    const [first, second] = mailsWith(messageIdOf(id));
    expect(second!.messageId).toBe(first!.messageId);
    expect(second!.subject).toBe(first!.subject);
  });
});

describe('what mails say about an injury report', () => {
  it('no mail any test here produced holds a medical detail', async () => {
    const employee = await t.signIn('employee');
    const reported = await t.app.inject({
      method: 'POST',
      url: routes.incidents,
      headers: { cookie: employee },
      payload: injuryReport,
    });
    expect(reported.statusCode).toBe(201);
    const { id: incidentId, reportNumber } = reported.json<{ id: string; reportNumber: string }>();
    const officer = await accountOf(t.pool, 'officer');
    const id = await insertNotification(t.pool, {
      recipientId: officer.id,
      delivery: 'email',
      title: `Incident ${reportNumber} reported`,
      body: 'A new report is waiting for review.',
      link: `/incidents/${incidentId}`,
    });
    await vi.waitFor(() => expect(mailsWith(messageIdOf(id))).toHaveLength(1), { timeout: 10_000 });
    await settle();
    expect(smtp.received.length).toBeGreaterThan(5);
    expectNoMedicalDetail(smtp.received);
    const { rows } = await t.pool.query<{ subject: string; text: string; html: string }>(
      'SELECT subject, text_body AS text, html_body AS html FROM mail_outbox',
    );
    expectNoMedicalDetail(rows);
  });
});
