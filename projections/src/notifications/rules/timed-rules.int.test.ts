import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@hs/tests';
import { allProjections } from '../../all-projections.ts';
import type { Person, TimerDraft, TimerRule } from '../rule.ts';
import { writeOutcome } from '../write-outcome.ts';
import { fireDueTimers } from '../timers/fire-due-timers.ts';
import { signatureDeadlineRule, trainingDayBeforeRule } from './document-training-reminders.rules.ts';
import { qualificationExpiryRule } from './qualification-expiry.rules.ts';
import { oshaRecordingClockRule, oshaReportClockRule, oshaYearlyClocksRule } from './osha-deadlines.rules.ts';
import { caseDecision } from '@hs/domain';
import { mondaySessionCreated, storedEvent, testPerson, testRuleContext } from './rule-test-support.ts';
import { timerRules } from './timed-rules.ts';

/**
 * The timer rules that read read models when they fire (who has not signed, who is registered,
 * whether an OSHA duty was met), against the tables their projections create.
 */
const CHICAGO = 'America/Chicago';
const admin = { ...testPerson('Ada Admin', 'admin'), department: 'Office' };
const officer = { ...testPerson('Otis Officer', 'safety-officer'), department: 'Office' };
const signer = testPerson('Sue Signer', 'employee');
const signed = testPerson('Sid Signed', 'employee');
const elsewhere = { ...testPerson('Eve Elsewhere', 'employee'), department: 'Office' };
// In a department of their own, so the signature requirement on the Plant reaches neither.
const foreman = { ...testPerson('Fay Foreman', 'supervisor'), department: 'Yard' };
const driver = { ...testPerson('Dan Driver', 'employee', foreman.id), department: 'Yard' };
const people: Person[] = [admin, officer, signer, signed, elsewhere, foreman, driver];

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  for (const projection of allProjections)
    for (const table of projection.tables) await client.query(table.ddl);
  for (const p of people)
    await client.query(
      `INSERT INTO employees (id, username, first_name, last_name, email, company, department, role, is_active,
                              registered_at, version)
       VALUES ($1, $2, $3, $4, $5, 'Acme', $6, $7, true, now(), 1)`,
      [p.id, p.email, ...p.name.split(' '), p.email, p.department, p.role],
    );
});
afterAll(async () => {
  await client.end();
  await db.drop();
});

const contextFor = (c: pg.ClientBase, now: Date) => testRuleContext(c, people, { timeZone: CHICAGO, now });

/** Runs an event rule as the reactor would and answers the timers it scheduled. */
const react = async (
  rule: { react: typeof signatureDeadlineRule.react },
  event: ReturnType<typeof storedEvent>,
) => {
  const outcome = await rule.react(event, contextFor(client, new Date(event.recordedAt)));
  await writeOutcome(client, outcome, { eventId: event.eventId }, new Date(event.recordedAt));
  return outcome.schedule ?? [];
};

/** Fires every timer due by `now` and answers who was told what, by title. */
const fireUntil = async (now: string, rules: TimerRule[] = timerRules) => {
  // A rule that throws fails the test rather than staying due.
  const warn = (fields: object) => {
    throw (fields as { err?: unknown }).err ?? new Error('no timer rule of that name');
  };
  await fireDueTimers(client, {
    rules,
    contextFor,
    now: new Date(now),
    batchSize: 50,
    staleAfterMs: 7 * 86_400_000,
    log: { warn },
  });
  const { rows } = await client.query<{ recipient_id: string; title: string; mandatory: boolean }>(
    'SELECT recipient_id, title, mandatory FROM notifications',
  );
  return rows
    .map(
      (r) =>
        `${people.find((p) => p.id === r.recipient_id)?.name}: ${r.title}${r.mandatory ? ' (mandatory)' : ''}`,
    )
    .sort();
};

const clear = () => client.query('TRUNCATE notifications, notification_timers');

describe('signature deadlines', () => {
  it('remind those in the required department who have not signed the current version', async () => {
    await clear();
    const documentId = randomUUID();
    await client.query(
      `INSERT INTO documents (id, name, category, current_version, file_name, file_type, media_type, size, sha256,
                              uploaded_at, last_updated, requires_signature, signature_deadline, version,
                              signature_departments)
       VALUES ($1, 'Lockout procedure', 'procedure', 2, 'lockout.pdf', 'pdf', 'application/pdf', 1, 'x', now(), now(),
               true, '2026-03-10', 3, '{Plant}')`,
      [documentId],
    );
    await client.query(
      `INSERT INTO document_signatures (id, document_id, user_id, signer_name, meaning, acknowledged, document_version,
                                        document_sha256, signature_data, signed_at, time_zone)
       VALUES ($1, $2, $3, 'Sid Signed', 'read', true, 2, 'x', '', now(), 'UTC'), ($4, $2, $5, 'Sue Signer', 'read', true, 1, 'x', '', now(), 'UTC')`,
      [randomUUID(), documentId, signed.id, randomUUID(), signer.id],
    );
    await react(
      signatureDeadlineRule,
      storedEvent(
        `document-${documentId}`,
        'DocumentSignatureRequirementSet',
        {
          documentId,
          requiresSignature: true,
          deadline: '2026-03-10',
          instructions: null,
          departments: ['Plant'],
          roles: [],
          setBy: null,
          setByName: null,
          setAt: '2026-03-01T15:00:00.000Z',
        },
        '2026-03-01T15:00:00.000Z',
      ),
    );
    // Sue signed only the old version; Sid signed the current one; Eve is in another department.
    expect(await fireUntil('2026-03-07T14:00:00.000Z')).toEqual([
      'Sue Signer: Sign within 3 days: Lockout procedure',
    ]);
  });
});

describe('training the day before', () => {
  it('reminds those registered at 08:00 local the day before, not earlier', async () => {
    await clear();
    const trainingId = randomUUID();
    await client.query(
      `INSERT INTO trainings (id, title, description, type, date, time, location, duration, created_at, version)
       VALUES ($1, 'Ladders', '', 'inperson', '2026-11-02', '09:00', 'Hall B', '1 hour', now(), 1)`,
      [trainingId],
    );
    await client.query(
      `INSERT INTO training_enrolments (training_id, user_id, user_name, enrolled_at) VALUES ($1, $2, 'Sue Signer', now())`,
      [trainingId, signer.id],
    );
    await react(
      trainingDayBeforeRule,
      storedEvent(
        `training-${trainingId}`,
        'TrainingCreated',
        mondaySessionCreated(trainingId),
        '2026-10-20T15:00:00.000Z',
      ),
    );
    expect(await fireUntil('2026-11-01T13:59:00.000Z')).toEqual([]);
    expect(await fireUntil('2026-11-01T14:00:00.000Z')).toEqual(['Sue Signer: Training tomorrow: Ladders']);
  });
});

describe('qualifications running out', () => {
  const course = async (required: boolean) => {
    const trainingId = randomUUID();
    await client.query(
      `INSERT INTO trainings (id, title, description, type, duration, created_at, version, validity_months)
       VALUES ($1, 'Forklift', '', 'inperson', '4 hours', now(), 1, 12)`,
      [trainingId],
    );
    if (required)
      await client.query(
        `INSERT INTO training_requirements (id, training_id, scope, value, grace_days, set_at)
         VALUES ($1, $2, 'person', $3, 0, now())`,
        [randomUUID(), trainingId, driver.id],
      );
    return trainingId;
  };
  const complete = async (trainingId: string, completedOn: string, at: string) => {
    await client.query(
      `INSERT INTO training_completions (training_id, user_id, completed_on, recorded_at) VALUES ($1, $2, $3, $4)`,
      [trainingId, driver.id, completedOn, at],
    );
    return react(
      qualificationExpiryRule,
      storedEvent(
        `training-${trainingId}`,
        'TrainingCompleted',
        { userId: driver.id, completedOn, recordedBy: null, recordedAt: at },
        at,
      ),
    );
  };

  it('tell the person and their supervisor 30 days before and on the first day it has run out', async () => {
    await clear();
    const trainingId = await course(true);
    // Valid 12 months from 2025-12-15: through 2026-12-14, expiring from 2026-11-14, expired 2026-12-15.
    await complete(trainingId, '2025-12-15', '2025-12-15T20:00:00.000Z');
    expect(await fireUntil('2026-11-14T13:59:00.000Z')).toEqual([]);
    expect(await fireUntil('2026-11-14T14:00:00.000Z')).toEqual([
      'Dan Driver: Your Forklift runs out 2026-12-14',
      "Fay Foreman: Dan Driver's Forklift runs out 2026-12-14",
    ]);
    await client.query('TRUNCATE notifications');
    expect(await fireUntil('2026-12-15T14:00:00.000Z')).toEqual([
      'Dan Driver: Your Forklift has run out',
      "Fay Foreman: Dan Driver's Forklift has run out",
    ]);
  });

  it('count an accepted certificate from its issue day, and its own expiry when that comes first', async () => {
    await clear();
    const trainingId = await course(true);
    const at = '2026-06-01T15:00:00.000Z';
    // Issued 2026-05-01 and valid 12 months by the course, but the card itself expires 2026-09-30.
    await client.query(
      `INSERT INTO training_completions (training_id, user_id, completed_on, recorded_at, evidence, expires_on)
       VALUES ($1, $2, '2026-05-01', $3, 'certificate:x', '2026-09-30')`,
      [trainingId, driver.id, at],
    );
    await react(
      qualificationExpiryRule,
      storedEvent(
        `trainingCertificate-${randomUUID()}`,
        'TrainingCertificateAccepted',
        {
          trainingId,
          userId: driver.id,
          issuedOn: '2026-05-01',
          expiresOn: '2026-09-30',
          acceptedBy: admin.id,
          acceptedByName: admin.name,
          acceptedAt: at,
        },
        at,
        2,
      ),
    );
    expect(await fireUntil('2026-08-31T13:00:00.000Z')).toEqual([
      'Dan Driver: Your Forklift runs out 2026-09-30',
      "Fay Foreman: Dan Driver's Forklift runs out 2026-09-30",
    ]);
  });

  it('say nothing once it is renewed, and nothing of a course nobody requires of them', async () => {
    await clear();
    const renewed = await course(true);
    await complete(renewed, '2025-12-15', '2025-12-15T20:00:00.000Z');
    await complete(renewed, '2026-11-20', '2026-11-20T20:00:00.000Z');
    const optional = await course(false);
    await complete(optional, '2025-12-15', '2025-12-15T20:00:00.000Z');
    expect(await fireUntil('2026-12-16T14:00:00.000Z')).toEqual([]);
    // The renewal's own reminders stand: 30 days before 2027-11-19.
    expect(await fireUntil('2027-10-20T13:00:00.000Z')).toEqual([
      'Dan Driver: Your Forklift runs out 2027-11-19',
      "Fay Foreman: Dan Driver's Forklift runs out 2027-11-19",
    ]);
  });
});

describe('OSHA clocks', () => {
  const reportInjury = async (incidentId: string, reportedAt: string) => {
    await client.query(
      `INSERT INTO incidents (id, report_number, type, severity, location, date, status, employee_name, created_at,
                              version, search_text)
       VALUES ($1, $2, 'injury', 'minor', 'Dock', '2026-03-06', 'submitted', 'Sue Signer', $3, 1, '')`,
      [incidentId, `IR-2026-${incidentId.slice(0, 6)}`, reportedAt],
    );
    return react(
      oshaRecordingClockRule,
      storedEvent(
        `incident-${incidentId}`,
        'IncidentReported',
        {
          incidentId,
          reportNumber: `IR-2026-${incidentId.slice(0, 6)}`,
          type: 'injury',
          injuryOccurred: true,
          reportedAt,
          establishmentId: null,
        },
        reportedAt,
      ),
    );
  };

  it('a recording decision not made tells safety officers and admins before and when missed, mandatory', async () => {
    await clear();
    const id = randomUUID();
    const timers: TimerDraft[] = await reportInjury(id, '2026-03-07T05:30:00.000Z');
    expect(timers).toHaveLength(2);
    const number = `IR-2026-${id.slice(0, 6)}`;
    expect(await fireUntil('2026-03-14T05:00:00.000Z')).toEqual(
      [
        `Ada Admin: Due soon: Recording decision for ${number} (mandatory)`,
        `Otis Officer: Due soon: Recording decision for ${number} (mandatory)`,
        `Ada Admin: Missed: Recording decision for ${number} (mandatory)`,
        `Otis Officer: Missed: Recording decision for ${number} (mandatory)`,
      ].sort(),
    );
  });

  it('a decision already in the read model when the timer fires tells no one', async () => {
    await clear();
    const id = randomUUID();
    await reportInjury(id, '2026-03-07T05:30:00.000Z');
    await client.query(
      `INSERT INTO osha_cases (incident_id, version, recordable, decision) VALUES ($1, 1, false, '{}')`,
      [id],
    );
    expect(await fireUntil('2026-03-14T05:00:00.000Z')).toEqual([]);
  });

  it('an in-patient stay owed to OSHA within 24 hours is reminded 2 hours before and when missed, naming no case', async () => {
    await clear();
    const id = randomUUID();
    await reportInjury(id, '2026-03-07T05:30:00.000Z');
    await client.query('TRUNCATE notification_timers');
    const timers = await react(
      oshaReportClockRule,
      storedEvent(
        `recordkeeping-${id}`,
        'RecordkeepingDecided',
        {
          incidentId: id,
          decision: caseDecision({ hospitalizedOvernight: true }),
          changed: [],
          reason: null,
          decidedBy: null,
          decidedByName: null,
          decidedAt: '2026-03-07T09:00:00.000Z',
        },
        '2026-03-07T09:00:00.000Z',
      ),
    );
    expect(timers.map((t) => t.dueAt.toISOString())).toEqual([
      '2026-03-08T03:30:00.000Z',
      '2026-03-08T05:30:00.000Z',
    ]);
    const told = await fireUntil('2026-03-08T05:30:00.000Z');
    expect(told).toHaveLength(4);
    expect(told[0]).toBe(`Ada Admin: Due soon: Report to OSHA for IR-2026-${id.slice(0, 6)} (mandatory)`);
    const { rows } = await client.query<{ text: string }>(
      "SELECT title || ' ' || body AS text FROM notifications",
    );
    for (const { text } of rows)
      expect(text).not.toMatch(/hospital|in-patient|fatal|death|amputation|\beye\b|hours/i);
  });

  it('the missed ITA date of a small establishment tells no one, and schedules next year', async () => {
    await clear();
    const establishmentId = randomUUID();
    await client.query(
      `INSERT INTO establishment_years (establishment_id, year, annual_average_employees, total_hours_worked, version)
       VALUES ($1, 2025, 12, 20000, 1)`,
      [establishmentId],
    );
    await react(
      oshaYearlyClocksRule,
      storedEvent(
        `establishment-${establishmentId}`,
        'EstablishmentCreated',
        { establishmentId, name: 'Plant 1', timeZone: CHICAGO, createdAt: '2026-02-24T15:00:00.000Z' },
        '2026-02-24T15:00:00.000Z',
      ),
    );
    expect(await fireUntil('2026-03-03T06:00:00.000Z')).toEqual([]);
    const { rows } = await client.query<{ key: string }>(
      'SELECT key FROM notification_timers WHERE fired_at IS NULL ORDER BY due_at',
    );
    expect(rows.map((r) => r.key.replace(`:${establishmentId}`, ''))).toEqual([
      'osha:300a:2027:before',
      'osha:300a:2027:missed',
      'osha:ita:2027:before',
      'osha:ita:2027:missed',
    ]);
  });
});
