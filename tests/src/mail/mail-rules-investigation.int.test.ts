import { describe, expect, it } from 'vitest';
import { investigationRoutes, type IncidentInvestigation, type NotificationsAnswer } from '@hs/contracts';
import { validReport } from '../support/incident-fixtures.ts';
import {
  ADDRESS,
  expectNothingResentAfterRestart,
  mailingSuite,
  moveClockTo,
  toEach,
} from '../support/mail-rules.ts';
import { expectNoMedicalDetail } from '../support/medical-words.ts';

/**
 * The investigation-deadline rule of docs/product.md ("Deadlines") end to end: the investigation
 * started through the API, then the app's own reactor, timer loop and mail loop as the app's clock
 * moves past a day before the due time and past the due time, and a real SMTP server.
 * The lead (the demo employee, whose supervisor is Marco Rossi) is reminded; the member is not.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

const { app, smtp, id, ok, expected, expectAlso } = mailingSuite([
  'admin',
  'officer',
  'supervisor',
  'employee',
  'lwilson',
]);

let incident: { id: string; reportNumber: string };
let dueAt: Date;
const label = () => `Investigation of incident ${incident.reportNumber}`;

/** The titles of `user`'s in-app notifications about the investigation, oldest first. */
const inApp = async (user: string) => {
  const { items } = (await ok(user, 'GET', '/api/notifications')) as NotificationsAnswer;
  return items
    .filter((n) => n.link === `/incidents/${incident.id}/investigation`)
    .map((n) => n.title)
    .reverse();
};

describe('an investigation due in 14 days (a near miss), by mail, as the clock moves', () => {
  it('starting it tells the lead and the member, and sets the due time 14 days on', async () => {
    // A near miss starts no OSHA clock: the only timers of this report are the investigation's.
    incident = await ok('lwilson', 'POST', '/api/incidents', validReport());
    await ok('officer', 'POST', investigationRoutes.investigation(incident.id), {
      leadId: id.employee,
      memberIds: [id.lwilson],
    });
    const read = (await ok(
      'officer',
      'GET',
      investigationRoutes.investigation(incident.id),
    )) as IncidentInvestigation;
    dueAt = new Date(read.investigation!.dueAt);
    expect(dueAt.getTime() - Date.parse(read.investigation!.startedAt)).toBe(14 * DAY_MS);
    await expectAlso(
      toEach(`Incident ${incident.reportNumber} reported in Loading dock 3`, ADDRESS.officer),
      toEach(`You lead the investigation of incident ${incident.reportNumber}`, ADDRESS.employee),
      toEach(`You are on the team: ${label()}`, ADDRESS.lwilson),
    );
  });

  it('a minute before the reminder time nobody is reminded', async () => {
    moveClockTo(app(), new Date(dueAt.getTime() - DAY_MS - MINUTE_MS));
    await expectAlso();
    expect(await inApp('employee')).toEqual([
      `You lead the investigation of incident ${incident.reportNumber}`,
    ]);
  });

  it('a day before the due time the lead, and only the lead, is told it is due tomorrow, once', async () => {
    moveClockTo(app(), new Date(dueAt.getTime() - DAY_MS + MINUTE_MS));
    await expectAlso(toEach(`Due tomorrow: ${label()}`, ADDRESS.employee));
    // Woken again later the same day: the fired reminder is not told again.
    moveClockTo(app(), new Date(dueAt.getTime() - MINUTE_MS));
    await expectAlso();
    expect(await inApp('employee')).toEqual([
      `You lead the investigation of incident ${incident.reportNumber}`,
      `Due tomorrow: ${label()}`,
    ]);
    expect(await inApp('lwilson')).toEqual([`You are on the team: ${label()}`]);
    expect(await inApp('supervisor')).toEqual([]);
  });

  it('past the due time the lead and their supervisor are told it is overdue, once', async () => {
    moveClockTo(app(), new Date(dueAt.getTime() + MINUTE_MS));
    await expectAlso(toEach(`Overdue: ${label()}`, ADDRESS.employee, ADDRESS.supervisor));
    moveClockTo(app(), new Date(dueAt.getTime() + 2 * DAY_MS));
    await expectAlso();
    expect(await inApp('employee')).toEqual([
      `You lead the investigation of incident ${incident.reportNumber}`,
      `Due tomorrow: ${label()}`,
      `Overdue: ${label()}`,
    ]);
    expect(await inApp('supervisor')).toEqual([`Overdue: ${label()}`]);
    expect(await inApp('lwilson')).toEqual([`You are on the team: ${label()}`]);
  });

  it('a restart of the reactor, timers and mail loop a week later tells no one again', async () => {
    await expectNothingResentAfterRestart(app(), smtp(), expected, new Date(dueAt.getTime() + 7 * DAY_MS));
    const { rows } = await app().pool.query<{ rule: string; n: string }>(
      `SELECT rule, count(*) AS n FROM notifications WHERE subject_id = $1 AND rule LIKE 'deadline-%'
        GROUP BY rule ORDER BY rule`,
      [incident.id],
    );
    expect(rows).toEqual([
      { rule: 'deadline-due-tomorrow', n: '1' },
      { rule: 'deadline-overdue', n: '2' },
    ]);
    expectNoMedicalDetail(smtp().received);
  });
});
