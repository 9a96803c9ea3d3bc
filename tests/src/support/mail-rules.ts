import { afterAll, beforeAll, expect, vi } from 'vitest';
import { NOTIFICATIONS_REACTOR } from '@hs/domain/vocabulary';
import { startTestApp, type TestApp } from './test-app.ts';
import { apiCalls } from './api-calls.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

/** The zone the mail-rule tests run the app in: local days and hours differ from UTC's. */
export const MAIL_ZONE = 'America/Chicago';
const FAST_MAIL = { retry: { firstRetryMs: 200, maxRetryMs: 800, maxAttempts: 4 }, pollMs: 100 };

/** The app mailing `smtp` in MAIL_ZONE with quick retries; on `sharedDatabaseUrl`, a restart of another. */
export const startMailingApp = (smtp: TestSmtpServer, sharedDatabaseUrl?: string): Promise<TestApp> =>
  startTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'notifications@safety.example.test', TIME_ZONE: MAIL_ZONE },
    { mail: FAST_MAIL, ...(sharedDatabaseUrl ? { sharedDatabase: { url: sharedDatabaseUrl } } : {}) },
  );

/** The demo accounts' addresses (command-api/src/seed/sample-data.ts), as mails are addressed. */
export const ADDRESS = {
  admin: 'alex.morgan@ipsi.example',
  officer: 'priya.shah@todco.example',
  supervisor: 'marco.rossi@ipsi.example',
  employee: 'jamie.chen@todco.example',
  lwilson: 'lena.wilson@ipsi.example',
  dokafor: 'david.okafor@todco.example',
  ngarcia: 'nina.garcia@ipsi.example',
} as const;

/** One mail as a line of the report: who got it and its subject. */
export type Told = { to: string; subject: string };

const byLine = (a: Told, b: Told) => `${a.subject}|${a.to}`.localeCompare(`${b.subject}|${b.to}`);

/** Every mail the server received, one line per recipient, sorted. */
export const receivedLines = (smtp: TestSmtpServer): Told[] =>
  smtp.received.flatMap((m) => m.to.map((to) => ({ to, subject: m.subject }))).sort(byLine);

/** Lines for each recipient of one subject. */
export const toEach = (subject: string, ...recipients: string[]): Told[] =>
  recipients.map((to) => ({ to, subject }));

/** Waits until the reactor has handled everything in the log (its checkpoint at the log head). */
export const reactorCaughtUp = async (t: TestApp) => {
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    const { rows } = await t.pool.query<{ behind: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM es_events e, reactor_checkpoints r
                       WHERE r.name = $1
                         AND (e.transaction_id, e.global_position) >
                             (split_part(r.position, ':', 1)::xid8, split_part(r.position, ':', 2)::bigint))
                AS behind`,
      [NOTIFICATIONS_REACTOR],
    );
    if (!rows[0]!.behind) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the reactor did not catch up with the log');
};

/**
 * Expects the server to have received exactly `expected` (in any order) once the queue is empty:
 * waits for the count, then for a moment more, so a mail sent twice would show.
 */
export const expectReceived = async (t: TestApp, smtp: TestSmtpServer, expected: Told[]) => {
  await reactorCaughtUp(t);
  const want = [...expected].sort(byLine);
  // A mail that never comes shows in the comparison below, which names it.
  await vi
    .waitFor(() => expect(receivedLines(smtp).length).toBeGreaterThanOrEqual(want.length), {
      timeout: 10_000,
      interval: 100,
    })
    .catch(() => {});
  await vi.waitFor(
    async () => {
      const { rows } = await t.pool.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM notifications WHERE delivery = 'email' AND mailed_at IS NULL)
              + (SELECT count(*) FROM mail_outbox WHERE state <> 'sent') AS n`,
      );
      expect(Number(rows[0]!.n)).toBe(0);
    },
    { timeout: 10_000, interval: 100 },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(receivedLines(smtp)).toEqual(want);
};

/** Moves the app's clock (commands, timers and mail) to `instant` and has the timer loop look at once. */
export const moveClockTo = (t: TestApp, instant: Date) => {
  t.setNow(instant.toISOString());
  t.projections.wakeTimers?.();
};

/**
 * What the server must hold in all, built up step by step: `expectAlso` adds a step's mails and
 * checks the whole, so a mail too many or sent twice fails that step.
 */
export const mailLedger = (app: () => TestApp, smtp: () => TestSmtpServer) => {
  const expected: Told[] = [];
  const expectAlso = async (...told: Told[][]) => {
    expected.push(...told.flat());
    await expectReceived(app(), smtp(), expected);
  };
  return { expected, expectAlso };
};

/** Stops `t`'s loops, starts the app again on its database at `instant`: nothing is mailed twice. */
export const expectNothingResentAfterRestart = async (
  t: TestApp,
  smtp: TestSmtpServer,
  expected: Told[],
  instant: Date,
) => {
  await t.projections.stop?.();
  const again = await startMailingApp(smtp, t.url);
  try {
    moveClockTo(again, instant);
    await expectReceived(again, smtp, expected);
  } finally {
    await again.close();
  }
};

/**
 * One test file's mailing app and SMTP server: started before its tests with `users` signed in
 * (admin among them), every account's id by username, and the demo employee supervised by the demo
 * supervisor (the rules tell supervisors); stopped after them.
 */
export const mailingSuite = (users: readonly string[]) => {
  const started: { t?: TestApp; smtp?: TestSmtpServer } = {};
  const cookie: Record<string, string> = {};
  const id: Record<string, string> = {};
  const app = () => started.t!;
  const smtp = () => started.smtp!;
  const { call, ok } = apiCalls(app, cookie);
  beforeAll(async () => {
    started.smtp = await startTestSmtpServer();
    started.t = await startMailingApp(started.smtp);
    for (const user of users) cookie[user] = await started.t.signIn(user);
    for (const u of (await ok('admin', 'GET', '/api/users')) as { id: string; username: string }[])
      id[u.username] = u.id;
    await ok('admin', 'PATCH', `/api/admin/employees/${id.employee}`, { supervisorId: id.supervisor });
  }, 60_000);
  afterAll(async () => {
    await started.t?.close();
    await started.smtp?.stop();
  });
  return { app, smtp, cookie, id, call, ok, ...mailLedger(app, smtp) };
};
