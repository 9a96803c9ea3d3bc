import { describe, expect, it } from 'vitest';
import { calendarDate } from '@hs/contracts';
import {
  ADDRESS,
  MAIL_ZONE as ZONE,
  expectNothingResentAfterRestart,
  mailingSuite,
  moveClockTo,
  reactorCaughtUp,
  toEach,
} from '../support/mail-rules.ts';
import { expectNoMedicalDetail } from '../support/medical-words.ts';
import { injectPdfUpload } from '../support/document-upload.ts';
import { signaturePng } from '../support/sample-files.ts';
import { DEMO_PASSWORD } from '../support/test-app.ts';

/**
 * The document, training and work rules of docs/product.md ("Notifications", "Deadlines") end to
 * end: commands through the API, the app's reactor, timer loop and mail loop, a real SMTP server.
 * Everything is handed out at today's time and due on day D (five days on, Chicago calendar); then
 * the clock walks from timer to timer up to the day after D.
 */
const DAY_MS = 86_400_000;
const today = calendarDate(new Date(), ZONE);
const dayOffset = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const D = dayOffset(5);
const medium = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(
    new Date(`${day}T00:00:00Z`),
  );
/** inspection-period-deadline: the daily periods after today's (started) one, nobody started them. */
const periodOverdue = (days: number) =>
  toEach(
    `Inspection overdue: Forklift pre-shift check at Plant 2 (Dock 3), ${medium(dayOffset(days))}`,
    ADDRESS.employee,
    ADDRESS.supervisor,
  );

const { app, smtp, cookie, id, ok, expected, expectAlso } = mailingSuite([
  'admin',
  'officer',
  'supervisor',
  'employee',
  'lwilson',
]);

const upload = async (url: string, name: string) => {
  const response = await injectPdfUpload(app(), cookie.admin!, url, name);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
};

describe('handed out: each assignee is told once', () => {
  it('work-assigned: a task, a training, a document to sign and a requested file', async () => {
    await ok('admin', 'POST', '/api/employee-tasks', {
      employeeId: id.employee,
      title: 'Check the eyewash station',
      description: 'Flush it and note the water colour',
      dueDate: D,
    });
    id.training = (
      await ok('admin', 'POST', '/api/trainings', {
        title: 'Forklift refresher',
        type: 'inperson',
        date: D,
        duration: '2 hours',
        maxAttendees: 1,
      })
    ).id;
    await ok('admin', 'POST', '/api/admin/assign-training', {
      employeeId: id.employee,
      trainingId: id.training,
      dueDate: D,
    });
    id.document = (await upload('/api/documents', 'Lockout procedure')).id;
    await ok('admin', 'POST', '/api/admin/assign-document', {
      employeeId: id.lwilson,
      documentId: id.document,
      action: 'sign',
      dueDate: D,
    });
    await ok('admin', 'POST', '/api/admin/employee-files', {
      employeeId: id.employee,
      fileName: 'Forklift licence',
      fileType: 'license',
      dueDate: D,
    });
    await expectAlso(
      toEach('New task: Check the eyewash station', ADDRESS.employee),
      toEach('Training assigned: Forklift refresher', ADDRESS.employee),
      toEach('Please read and sign "Lockout procedure"', ADDRESS.lwilson),
      toEach('File requested: Forklift licence', ADDRESS.employee),
    );
  });

  it('training-registered: a seat taken, and a seat given from the waitlist', async () => {
    await ok('admin', 'POST', '/api/trainings/enroll', { trainingId: id.training, userId: id.lwilson });
    // The one seat is taken: the employee waits, and is told nothing yet.
    await ok('admin', 'POST', '/api/trainings/enroll', { trainingId: id.training, userId: id.employee });
    await expectAlso(toEach('You are registered for Forklift refresher', ADDRESS.lwilson));
    await ok('admin', 'POST', '/api/trainings/unenroll', { trainingId: id.training, userId: id.lwilson });
    await expectAlso(toEach('A seat opened: you are registered for Forklift refresher', ADDRESS.employee));
  });

  it('document-signature-required and document-new-version: whoever must sign, and earlier signers', async () => {
    await ok('admin', 'PATCH', `/api/documents/${id.document}/signature-requirement`, {
      requiresSignature: true,
      departments: ['Production'],
      deadline: D,
    });
    await expectAlso(
      toEach('Your signature is required on "Lockout procedure"', ADDRESS.supervisor, ADDRESS.employee),
    );
    await ok('employee', 'POST', '/api/documents/signatures', {
      documentId: id.document,
      signatureData: signaturePng,
      acknowledged: true,
      password: DEMO_PASSWORD,
    });
    await upload(`/api/documents/${id.document}/versions`, 'Lockout procedure v2');
    await expectAlso(toEach('New version 2 of "Lockout procedure"', ADDRESS.employee, ADDRESS.supervisor));
    // The employee signs the new version: the deadline reminders are the supervisor's alone.
    await ok('employee', 'POST', '/api/documents/signatures', {
      documentId: id.document,
      documentVersion: 2,
      signatureData: signaturePng,
      acknowledged: true,
      password: DEMO_PASSWORD,
    });
  });

  it('corrective-action-assigned: the owner, and the new owner when reassigned', async () => {
    const raised = await ok('officer', 'POST', '/api/actions', {
      title: 'Fit a fixed guard to saw 2',
      description: 'The blade was reachable from the feed side',
      controlLevel: 'engineering',
      ownerId: id.employee,
      dueDate: D,
      priority: 'high',
      source: { kind: 'none' },
    });
    const moved = await ok('officer', 'POST', '/api/actions', {
      title: 'Replace the dock plate',
      description: 'Cracked weld',
      controlLevel: 'engineering',
      ownerId: id.employee,
      dueDate: D,
      priority: 'medium',
      source: { kind: 'none' },
    });
    await ok('officer', 'POST', `/api/actions/${moved.id}/reassign`, { ownerId: id.dokafor });
    expect(raised.id).toBeTruthy();
    await expectAlso(
      toEach('Corrective action assigned to you: Fit a fixed guard to saw 2', ADDRESS.employee),
      toEach('Corrective action assigned to you: Replace the dock plate', ADDRESS.employee, ADDRESS.dokafor),
    );
  });

  it('inspection-assigned: the assignee of a schedule', async () => {
    id.site = (
      await ok('admin', 'POST', '/api/establishments', {
        name: 'Plant 2',
        company: 'TODCO',
        streetAddress: '1200 River Rd',
        city: 'Baton Rouge',
        state: 'LA',
        zip: '70802',
        naicsCode: '213111',
        industryDescription: 'Drilling oil and gas wells',
        timeZone: ZONE,
      })
    ).id;
    const templateId = (
      await ok('officer', 'POST', '/api/inspection-templates', {
        title: 'Forklift pre-shift check',
        category: 'vehicle',
        sections: [
          {
            title: 'Walk-around',
            questions: [{ id: 'horn', text: 'Horn works', kind: 'yes-no', raisesFinding: true }],
          },
        ],
      })
    ).id;
    id.schedule = (
      await ok('officer', 'POST', '/api/inspection-schedules', {
        templateId,
        establishmentId: id.site,
        area: 'Dock 3',
        frequency: 'daily',
        assigneeId: id.employee,
        startsOn: today,
      })
    ).id;
    await expectAlso(toEach('Inspection assigned: Forklift pre-shift check at Plant 2', ADDRESS.employee));
    // Started for today's period: due by its last day, today.
    await ok('employee', 'POST', '/api/inspections', {
      scheduleId: id.schedule,
      periodStart: today,
      periodEnd: today,
    });
    await reactorCaughtUp(app());
    // The site's yearly OSHA reminders are the incident test's: a run in late January would meet them.
    await app().pool.query("DELETE FROM notification_timers WHERE key LIKE 'osha:%'");
  });
});

describe('deadlines: the clock walks from timer to timer', () => {
  /** Fires every timer due by `until`, one due time after another, and waits for their mails. */
  const walkTo = async (until: Date) => {
    for (;;) {
      const { rows } = await app().pool.query<{ due_at: Date | null }>(
        `SELECT min(due_at) AS due_at FROM notification_timers
          WHERE fired_at IS NULL AND cancelled_at IS NULL AND due_at <= $1`,
        [until],
      );
      const next = rows[0]!.due_at;
      if (!next) return;
      moveClockTo(app(), new Date(next.getTime() + 60_000));
      await expectUntil(async () => {
        const open = await app().pool.query(
          'SELECT 1 FROM notification_timers WHERE fired_at IS NULL AND cancelled_at IS NULL AND due_at <= $1',
          [next],
        );
        return open.rowCount === 0;
      });
    }
  };
  const expectUntil = async (done: () => Promise<boolean>) => {
    for (const started = Date.now(); Date.now() - started < 10_000;) {
      if (await done()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the timer loop did not fire the due timers');
  };
  it('signature-deadline: 3 days before, to who has not signed the current version', async () => {
    await walkTo(new Date(Date.parse(`${dayOffset(2)}T23:00:00Z`)));
    await expectAlso(
      toEach('Sign within 3 days: Lockout procedure', ADDRESS.supervisor),
      // The inspection started for today's period is overdue from 08:00 tomorrow.
      toEach('Overdue: Inspection: Forklift pre-shift check (Dock 3)', ADDRESS.employee, ADDRESS.supervisor),
      periodOverdue(1),
    );
  });

  it('deadline-due-tomorrow and training-day-before: 08:00 the day before D', async () => {
    await walkTo(new Date(Date.parse(`${dayOffset(4)}T23:00:00Z`)));
    await expectAlso(
      toEach('Due tomorrow: Check the eyewash station', ADDRESS.employee),
      toEach('Due tomorrow: Training: Forklift refresher', ADDRESS.employee),
      toEach('Due tomorrow: Document to sign: Lockout procedure', ADDRESS.lwilson),
      toEach('Due tomorrow: File requested: Forklift licence', ADDRESS.employee),
      toEach('Due tomorrow: Corrective action: Fit a fixed guard to saw 2', ADDRESS.employee),
      toEach('Due tomorrow: Corrective action: Replace the dock plate', ADDRESS.dokafor),
      toEach('Training tomorrow: Forklift refresher', ADDRESS.employee),
      periodOverdue(2),
      periodOverdue(3),
    );
  });

  it('signature-deadline on the day, then deadline-overdue: the assignee and their supervisor', async () => {
    await walkTo(new Date(Date.parse(`${dayOffset(6)}T23:00:00Z`)));
    await expectAlso(
      toEach('Sign today: Lockout procedure', ADDRESS.supervisor),
      toEach('Overdue: Check the eyewash station', ADDRESS.employee, ADDRESS.supervisor),
      toEach('Overdue: Training: Forklift refresher', ADDRESS.employee, ADDRESS.supervisor),
      toEach('Overdue: Document to sign: Lockout procedure', ADDRESS.lwilson),
      toEach('Overdue: File requested: Forklift licence', ADDRESS.employee, ADDRESS.supervisor),
      toEach('Overdue: Corrective action: Fit a fixed guard to saw 2', ADDRESS.employee, ADDRESS.supervisor),
      toEach('Overdue: Corrective action: Replace the dock plate', ADDRESS.dokafor),
      periodOverdue(4),
      periodOverdue(5),
    );
  });

  it('a restart on the same database sends nothing again, and no mail holds a medical detail', async () => {
    await expectNothingResentAfterRestart(
      app(),
      smtp(),
      expected,
      new Date(Date.parse(`${dayOffset(7)}T12:00:00Z`)),
    );
    expectNoMedicalDetail(smtp().received);
  });
});
