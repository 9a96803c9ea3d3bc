import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { smtpTransport, startMailLoop, type MailLoop } from '@hs/projections';
import { expectNoMedicalDetail } from '../support/medical-words.ts';
import { accountOf, insertNotification } from '../support/notification-rows.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server.ts';

/**
 * The daily digest in America/Chicago (UTC-6 in January): the officer chose 23:00, the employee
 * has the default (07:00 in the site's zone). The clock is set by the test; the mail loop is
 * restarted between the hours, as a deployment or a crash would.
 */
const ZONE = 'America/Chicago';
const APP_URL = 'https://digest.example.test';
const FROM = 'notifications@digest.example.test';

let now = new Date('2026-01-15T04:30:00Z');
const clock = { now: () => now, timeZone: ZONE };
const setChicagoTime = (utc: string) => (now = new Date(utc));

let t: TestApp;
let smtp: TestSmtpServer;
let loop: MailLoop | null = null;
let officer: { id: string; email: string };
let employee: { id: string; email: string };
const notes: Record<string, string> = {};

const digestsTo = (email: string) =>
  smtp.received.filter((m) => m.to.includes(email) && /digest/.test(m.subject));
const settle = () => new Promise((r) => setTimeout(r, 700));
const startLoop = () =>
  startMailLoop({
    url: t.url,
    log: pino({ level: 'silent' }),
    appUrl: APP_URL,
    siteTimeZone: ZONE,
    from: FROM,
    transport: smtpTransport(smtp.url),
    clock,
    pollMs: 100,
    digestEveryMs: 0,
  });
/** Stops the running mail loop (at first the app's, with its projections) and starts a new one. */
const restartMailLoop = async () => {
  await (loop ? loop.stop() : t.projections.stop());
  loop = startLoop();
};

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: FROM, APP_URL, TIME_ZONE: ZONE },
    { mail: { clock, pollMs: 100, digestEveryMs: 0 } },
  );
  officer = await accountOf(t.pool, 'officer');
  employee = await accountOf(t.pool, 'employee');
  await t.pool.query(
    `INSERT INTO notification_settings (user_id, digest_hour, time_zone) VALUES ($1, 23, 'America/Chicago')`,
    [officer.id],
  );
});
afterAll(async () => {
  await loop?.stop();
  await t?.close();
  await smtp?.stop();
});

describe('the daily digest at the hour each person chose, in America/Chicago', () => {
  it('waits for the hour: at 22:30 nothing goes, and a default 07:00 digest leaves what came after 07:00', async () => {
    setChicagoTime('2026-01-15T04:30:00Z'); // 14 Jan 22:30
    const written = new Date('2026-01-15T02:00:00Z'); // 14 Jan 20:00
    notes.first = await insertNotification(t.pool, {
      recipientId: officer.id,
      delivery: 'digest',
      title: 'Inspection INS-7 is due tomorrow',
      link: '/inspections/7',
      createdAt: written,
    });
    notes.evening = await insertNotification(t.pool, {
      recipientId: employee.id,
      delivery: 'digest',
      title: 'Document "Lockout procedure" needs your signature',
      link: '/documents/3',
      createdAt: written,
    });
    await settle();
    expect(smtp.received).toEqual([]);
  });

  it('sends the officer one digest at 23:00 Chicago time, dated the local day, listing each with its link', async () => {
    setChicagoTime('2026-01-15T05:05:00Z'); // 14 Jan 23:05, already 15 Jan in UTC
    await vi.waitFor(() => expect(digestsTo(officer.email)).toHaveLength(1), { timeout: 10_000 });
    const [digest] = digestsTo(officer.email);
    expect(digest!.subject).toBe('SafetyHub daily digest, 2026-01-14: 1 notification');
    expect(digest!.messageId).toBe(`<digest-${officer.id}-2026-01-14@digest.example.test>`);
    expect(digest!.text).toContain('Inspection INS-7 is due tomorrow');
    expect(digest!.text).toContain(`${APP_URL}/inspections/7`);
    expect(digest!.html).toContain(`<a href="${APP_URL}/inspections/7"`);
    expect(digestsTo(employee.email)).toEqual([]);
  });

  it('sends nothing just after midnight, before either hour of the new day', async () => {
    notes.late = await insertNotification(t.pool, {
      recipientId: officer.id,
      delivery: 'digest',
      title: 'Action CA-12 is overdue',
      link: '/actions/12',
      createdAt: new Date('2026-01-15T05:30:00Z'), // 14 Jan 23:30, after that day's digest
    });
    setChicagoTime('2026-01-15T06:10:00Z'); // 15 Jan 00:10
    await settle();
    expect(smtp.received).toHaveLength(1);
  });

  it('after a restart, sends the employee theirs at 07:00 with what came before it, and only once', async () => {
    await restartMailLoop();
    setChicagoTime('2026-01-15T13:00:00Z'); // 15 Jan 07:00
    await vi.waitFor(() => expect(digestsTo(employee.email)).toHaveLength(1), { timeout: 10_000 });
    expect(digestsTo(employee.email)[0]!.subject).toBe('SafetyHub daily digest, 2026-01-15: 1 notification');
    expect(digestsTo(employee.email)[0]!.text).toContain('Document "Lockout procedure" needs your signature');

    // Written late (a reactor catching up) but dated before the hour: it waits for tomorrow's digest.
    notes.caughtUp = await insertNotification(t.pool, {
      recipientId: employee.id,
      delivery: 'digest',
      title: 'Training "Forklift refresher" is tomorrow',
      link: '/training/5',
      createdAt: new Date('2026-01-15T12:30:00Z'), // 15 Jan 06:30
    });
    await restartMailLoop();
    setChicagoTime('2026-01-15T13:30:00Z'); // 15 Jan 07:30
    await settle();
    expect(digestsTo(employee.email)).toHaveLength(1);
    expect(digestsTo(officer.email)).toHaveLength(1);
  });

  it('sends a digest whose hour passed while the loop was stopped as soon as it runs again', async () => {
    await loop!.stop();
    setChicagoTime('2026-01-16T05:40:00Z'); // 15 Jan 23:40: the 23:00 digest was missed
    loop = startLoop();
    await vi.waitFor(() => expect(digestsTo(officer.email)).toHaveLength(2), { timeout: 10_000 });
    const second = digestsTo(officer.email)[1]!;
    expect(second.subject).toBe('SafetyHub daily digest, 2026-01-15: 1 notification');
    expect(second.text).toContain('Action CA-12 is overdue');
    expect(second.text).not.toContain('Inspection INS-7');

    const { rows } = await t.pool.query<{ user_id: string; last_digest: string }>(
      'SELECT user_id, last_digest::text FROM notification_settings ORDER BY user_id',
    );
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.last_digest]))).toEqual({
      [officer.id]: '2026-01-15',
      [employee.id]: '2026-01-15',
    });
    expect(smtp.received).toHaveLength(3);
  });

  it("carries what came too late for one day's digest in the next day's", async () => {
    setChicagoTime('2026-01-16T13:00:00Z'); // 16 Jan 07:00
    await vi.waitFor(() => expect(digestsTo(employee.email)).toHaveLength(2), { timeout: 10_000 });
    expect(digestsTo(employee.email)[1]!.subject).toBe('SafetyHub daily digest, 2026-01-16: 1 notification');
    expect(digestsTo(employee.email)[1]!.text).toContain('Training "Forklift refresher" is tomorrow');
    const unmailed = await t.pool.query(
      'SELECT id FROM notifications WHERE id = ANY($1) AND mailed_at IS NULL',
      [Object.values(notes)],
    );
    expect(unmailed.rows).toEqual([]);
    expect(smtp.received).toHaveLength(4);
  });

  it('no digest holds a medical detail', () => {
    expectNoMedicalDetail(smtp.received);
  });
});
