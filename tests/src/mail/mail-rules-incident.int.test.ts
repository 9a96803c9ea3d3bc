import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../support/api-calls.ts';
import { validReport } from '../support/incident-fixtures.ts';
import {
  ADDRESS,
  MAIL_ZONE as ZONE,
  expectNothingResentAfterRestart,
  mailLedger,
  moveClockTo,
  reactorCaughtUp,
  startMailingApp,
  toEach,
} from '../support/mail-rules.ts';
import { expectNoMedicalDetail, injuryReport } from '../support/medical-words.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server.ts';
import { hospitalizedDaysAway } from '../support/recordkeeping-fixtures.ts';

/**
 * The incident and OSHA clock rules of docs/product.md ("Notifications", "Deadlines") end to end:
 * commands through the API, the app's reactor, timer loop and mail loop, and a real SMTP server.
 * Each step says what the server must hold in all: a mail too many or sent twice fails it.
 */
let t: TestApp;
let smtp: TestSmtpServer;
const cookie: Record<string, string> = {};
const { call, ok } = apiCalls(() => t, cookie);
const { expected, expectAlso } = mailLedger(
  () => t,
  () => smtp,
);

type Reported = { id: string; reportNumber: string };
let severe: Reported;
let undecided: Reported;

const timerDue = async (keyLike: string) => {
  const { rows } = await t.pool.query<{ due_at: Date }>(
    'SELECT due_at FROM notification_timers WHERE key LIKE $1 AND fired_at IS NULL AND cancelled_at IS NULL',
    [keyLike],
  );
  expect(rows, keyLike).toHaveLength(1);
  return rows[0]!.due_at;
};
const localTime = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
let lastMoved = new Date();
const minuteAfter = (instant: Date) => (lastMoved = new Date(instant.getTime() + 60_000));

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await startMailingApp(smtp);
  for (const user of ['admin', 'officer', 'supervisor', 'employee']) cookie[user] = await t.signIn(user);
  const users = (await ok('admin', 'GET', '/api/users')) as { id: string; username: string }[];
  const idOf = (username: string) => users.find((u) => u.username === username)!.id;
  await ok('admin', 'PATCH', `/api/admin/employees/${idOf('employee')}`, {
    supervisorId: idOf('supervisor'),
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

describe("one incident's life, by mail", () => {
  it("incident-reported: the reporter's supervisor and the safety officers", async () => {
    severe = await ok('employee', 'POST', '/api/incidents', injuryReport);
    await expectAlso(
      toEach(
        `Incident ${severe.reportNumber} reported in Loading dock 3`,
        ADDRESS.supervisor,
        ADDRESS.officer,
      ),
    );
  });

  it('incident-status: the reporter, not the officer who changed it', async () => {
    await ok('officer', 'PATCH', `/api/incidents/${severe.id}/status`, { status: 'under-review' });
    await expectAlso(toEach(`Incident ${severe.reportNumber} is now under review`, ADDRESS.employee));
  });

  it('osha-report-owed: every admin, urgent, when the decision makes it a 1904.39 case', async () => {
    await ok('officer', 'PUT', `/api/incidents/${severe.id}/recordkeeping`, hospitalizedDaysAway());
    await expectAlso(
      toEach(`Urgent: Incident ${severe.reportNumber} must be reported to OSHA`, ADDRESS.admin),
    );
  });

  it('incident-status: a report marked void or a duplicate tells its reporter', async () => {
    undecided = await ok('employee', 'POST', '/api/incidents', injuryReport);
    const duplicate: Reported = await ok(
      'employee',
      'POST',
      '/api/incidents',
      validReport({ location: 'Paint shop' }),
    );
    const voided: Reported = await ok(
      'employee',
      'POST',
      '/api/incidents',
      validReport({ location: 'Yard' }),
    );
    await ok('officer', 'POST', `/api/incidents/${duplicate.id}/duplicate`, {
      duplicateOf: undecided.id,
      reason: 'Filed twice.',
    });
    await ok('officer', 'POST', `/api/incidents/${voided.id}/void`, { reason: 'A test entry.' });
    await expectAlso(
      toEach(
        `Incident ${undecided.reportNumber} reported in Loading dock 3`,
        ADDRESS.supervisor,
        ADDRESS.officer,
      ),
      toEach(
        `Incident ${duplicate.reportNumber} reported in Paint shop`,
        ADDRESS.supervisor,
        ADDRESS.officer,
      ),
      toEach(`Incident ${voided.reportNumber} reported in Yard`, ADDRESS.supervisor, ADDRESS.officer),
      toEach(
        `Incident ${duplicate.reportNumber} was marked a duplicate of ${undecided.reportNumber}`,
        ADDRESS.employee,
      ),
      toEach(`Incident ${voided.reportNumber} was marked void`, ADDRESS.employee),
    );
  });
});

describe('the OSHA clocks, by mail, as the clock moves', () => {
  it('osha-deadline report: 2 hours before the 24-hour deadline, urgent, to officers and admins', async () => {
    const before = await timerDue(`osha:report:${severe.id}:%:before`);
    const missed = await timerDue(`osha:report:${severe.id}:%:missed`);
    expect(missed.getTime() - before.getTime()).toBe(2 * 3_600_000);
    moveClockTo(t, minuteAfter(before));
    await expectAlso(
      toEach(`Urgent: Due soon: Report to OSHA for ${severe.reportNumber}`, ADDRESS.officer, ADDRESS.admin),
    );
  });

  it('osha-deadline report: when the deadline is missed', async () => {
    moveClockTo(t, minuteAfter(await timerDue(`osha:report:${severe.id}:%:missed`)));
    await expectAlso(
      toEach(`Urgent: Missed: Report to OSHA for ${severe.reportNumber}`, ADDRESS.officer, ADDRESS.admin),
    );
  });

  it('osha-deadline recording: 08:00 two days before the 7-day deadline, then when it is missed', async () => {
    // The decided report's recording clock stopped with its decision: only the undecided one runs.
    const { rows } = await t.pool.query(
      'SELECT 1 FROM notification_timers WHERE key LIKE $1 AND fired_at IS NULL AND cancelled_at IS NULL',
      [`osha:recording:${severe.id}:%`],
    );
    expect(rows).toEqual([]);
    const before = await timerDue(`osha:recording:${undecided.id}:before`);
    expect(localTime(before)).toMatch(/, 08:00$/);
    moveClockTo(t, minuteAfter(before));
    await expectAlso(
      toEach(`Due soon: Recording decision for ${undecided.reportNumber}`, ADDRESS.officer, ADDRESS.admin),
    );
    const missed = await timerDue(`osha:recording:${undecided.id}:missed`);
    expect(localTime(missed)).toMatch(/, 00:00$/);
    moveClockTo(t, minuteAfter(missed));
    await expectAlso(
      toEach(`Missed: Recording decision for ${undecided.reportNumber}`, ADDRESS.officer, ADDRESS.admin),
    );
  });

  it('osha-deadline 300A and ITA: January 25 and February 1, February 23 and March 3', async () => {
    // Back to today for the command: the establishment's yearly clocks start from it.
    t.setNow(null);
    const site = await ok('admin', 'POST', '/api/establishments', {
      name: 'Plant 9',
      company: 'TODCO',
      streetAddress: '1200 River Rd',
      city: 'Baton Rouge',
      state: 'LA',
      zip: '70802',
      naicsCode: '213111',
      industryDescription: 'Drilling oil and gas wells',
      timeZone: ZONE,
    });
    await reactorCaughtUp(t);
    const year = Number((await timerDue(`osha:300a:${site.id}:%:before`)).toISOString().slice(0, 4));
    const steps = [
      [
        `osha:300a:${site.id}:${year}:before`,
        `Due soon: ${year - 1} Form 300A posting at Plant 9`,
        '01-25, 08:00',
      ],
      [
        `osha:300a:${site.id}:${year}:missed`,
        `Missed: ${year - 1} Form 300A posting at Plant 9`,
        '02-01, 00:00',
      ],
      [
        `osha:ita:${site.id}:${year}:before`,
        `Due soon: ${year - 1} ITA submission for Plant 9`,
        '02-23, 08:00',
      ],
      [
        `osha:ita:${site.id}:${year}:missed`,
        `Missed: ${year - 1} ITA submission for Plant 9`,
        '03-03, 00:00',
      ],
    ] as const;
    for (const [key, subject, local] of steps) {
      const due = await timerDue(key);
      expect(localTime(due)).toBe(`${year}-${local}`);
      moveClockTo(t, minuteAfter(due));
      await expectAlso(toEach(subject, ADDRESS.officer, ADDRESS.admin));
    }
    // The missed ITA reminder set next year's dates.
    expect(await timerDue(`osha:300a:${site.id}:${year + 1}:before`)).toBeInstanceOf(Date);
  });
});

describe('once', () => {
  it('a restart of the reactor, timers and mail loop on the same database sends nothing again', async () => {
    // Where the clock stood last, and a day on: every timer that fired is due again by then.
    await expectNothingResentAfterRestart(t, smtp, expected, new Date(lastMoved.getTime() + 86_400_000));
  });

  it('no mail holds a medical detail, though the reports described an injury', async () => {
    expectNoMedicalDetail(smtp.received);
    const status = await call('officer', 'GET', `/api/incidents/${severe.id}`);
    expect(status.body.description).toBe(injuryReport.description);
  });
});
