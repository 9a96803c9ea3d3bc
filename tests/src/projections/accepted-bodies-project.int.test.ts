/**
 * Any body the command contracts accept must give events every read model can store
 * (docs/architecture.md, "The write path"). For every command, fast-check generates bodies the
 * contract accepts (biased to the edges), the command handlers decide and append them to a real
 * event store, and every projection of all-projections.ts applies the new events: none may fail.
 */
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@hs/contracts';
import {
  DomainError,
  personalDataStreamId,
  retentionErasureStreamId,
  type PersonalDataErased,
  type RetentionErasureDone,
} from '@hs/domain';
import {
  ConcurrencyError,
  PostgresEventStore,
  logStart,
  type LogPosition,
  type StoredEvent,
} from '@hs/infra/event-store';
import { ensureProjection } from '@hs/projections/runtime';
import { HttpProblem } from '@hs/infra/http';
import { LoginThrottle, SessionStore } from '@hs/infra/auth';
import { findOshaEstablishment, loadSummary } from '@hs/read-models';
import { allProjections } from '../../../projections/src/all-projections.ts';
import { signIn } from '../../../command-api/src/auth/sign-in.ts';
import { decideRecordkeeping } from '../../../command-api/src/recordkeeping/decide-recordkeeping.ts';
import { recordOshaReport } from '../../../command-api/src/osha-reports/record-osha-report.ts';
import { recordItaSubmission } from '../../../command-api/src/osha-ita/record-ita-submission.ts';
import { decideVersion } from '../../../command-api/src/documents/decide-version.ts';
import { retireDocument } from '../../../command-api/src/documents/retire-document.ts';
import { setSignatureRequirement } from '../../../command-api/src/documents/set-signature-requirement.ts';
import { signDocument } from '../../../command-api/src/documents/sign-document.ts';
import { uploadDocument } from '../../../command-api/src/documents/upload-document.ts';
import { uploadDocumentVersion } from '../../../command-api/src/documents/upload-document-version.ts';
import { changeEmployee } from '../../../command-api/src/employees/change-employee.ts';
import { registerEmployee } from '../../../command-api/src/employees/register-employee.ts';
import { changeOwnPassword } from '../../../command-api/src/employees/passwords.ts';
import type { CommandContext } from '../../../command-api/src/http/command-context.ts';
import { postNotice } from '../../../command-api/src/notices/notices.ts';
import { changeSafetyContacts } from '../../../command-api/src/site-contacts/safety-contacts.ts';
import { addTrainingVideo } from '../../../command-api/src/trainings/training-videos.ts';
import {
  reportComplianceIssue,
  sendSafetyMessage,
  triageSafetyInboxItem,
} from '../../../command-api/src/safety-inbox/safety-inbox.ts';
import { changeIncidentStatus } from '../../../command-api/src/incidents/change-incident-status.ts';
import { commentOnIncident } from '../../../command-api/src/incidents/comment-on-incident.ts';
import { reportIncident } from '../../../command-api/src/incidents/report-incident.ts';
import { assignIncidentEstablishment } from '../../../command-api/src/incidents/assign-incident-establishment.ts';
import { markIncident } from '../../../command-api/src/incidents/mark-incident.ts';
import { certifySummary } from '../../../command-api/src/osha-forms/certify-summary.ts';
import { changeEstablishment } from '../../../command-api/src/establishments/change-establishment.ts';
import {
  cancelInspectionSchedule,
  changeInspectionSchedule,
  scheduleInspection,
} from '../../../command-api/src/inspections/inspection-schedules.ts';
import {
  createInspectionTemplate,
  reviseInspectionTemplate,
} from '../../../command-api/src/inspections/inspection-templates.ts';
import { conductInspection } from '../../../command-api/src/inspections/inspections.ts';
import { startInspection } from '../../../command-api/src/inspections/start-inspection.ts';
import { createEstablishment } from '../../../command-api/src/establishments/create-establishment.ts';
import { completeTraining } from '../../../command-api/src/trainings/complete-training.ts';
import { createTraining } from '../../../command-api/src/trainings/create-training.ts';
import { enroll } from '../../../command-api/src/trainings/enroll.ts';
import { markAttendance } from '../../../command-api/src/trainings/mark-attendance.ts';
import { setTrainingQuiz, takeTrainingQuiz } from '../../../command-api/src/trainings/training-quiz.ts';
import { setTrainingValidity } from '../../../command-api/src/trainings/set-validity.ts';
import { setTrainingRequirement } from '../../../command-api/src/trainings/training-requirements.ts';
import { unenroll } from '../../../command-api/src/trainings/unenroll.ts';
import { assignDocument } from '../../../command-api/src/work/assign-document.ts';
import { assignTask } from '../../../command-api/src/work/assign-task.ts';
import { assignTraining } from '../../../command-api/src/work/assign-training.ts';
import { changeTaskStatus } from '../../../command-api/src/work/change-task-status.ts';
import { requireEmployeeFile } from '../../../command-api/src/work/require-employee-file.ts';
import { rejectRequestedFile, submitRequestedFile } from '../../../command-api/src/work/employee-files.ts';
import {
  acceptCertificate,
  certificateSubmission,
  rejectCertificate,
  submitCertificate,
} from '../../../command-api/src/trainings/training-certificates.ts';
import { runActionCommand } from '../../../command-api/src/corrective-actions/action-commands.ts';
import { raiseAction } from '../../../command-api/src/corrective-actions/raise-action.ts';
import { bodyOf } from '../support/contract-arbitrary.ts';
import { investigationProperties } from './investigation-bodies.ts';
import { signaturePng } from '../support/sample-files.ts';
import { createTestDatabase, createTestPool } from '../support/test-database.ts';

/** Bodies tried per command: enough to reach the edges, few enough for CI. */
const RUNS = 60;
/** Registering hashes a password (about 0.3 s each here): fewer of those. */
const HASHING_RUNS = 20;
const SEED = 2024_11_25;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;
let client: pg.Client;
let projected: LogPosition = logStart;

// The clock stands on the last day any date field accepts, so every date a contract allows passes
// the rules about today; what is tried is the whole static range. Due dates and deadlines must be
// today or later, so those commands run on the day of their own date.
const today = contracts.LATEST_DATE;
const contextOf = (userId: string | null, role: string, day = today): CommandContext => ({
  command: { now: `${day}T12:00:00.000Z`, today: day, userId, userName: 'Property Tester', role },
  event: (command) => ({
    userId,
    userName: 'Property Tester',
    role,
    command,
    correlationId: 'property-test',
    causationId: null,
    requestId: null,
    clientIp: '192.0.2.24',
  }),
});
let admin: CommandContext;
let earlyAdmin: CommandContext;
/** The administrator on the day a due date or deadline falls (or on the usual day without one). */
const adminOn = (date: string | null | undefined) => (date ? contextOf(ids.admin, 'admin', date) : admin);
const ids = {
  admin: '',
  employee: '',
  incident: '',
  task: '',
  document: '',
  template: '',
  /** Never scheduled: an ad hoc start of it is its own inspection, not a due one. */
  adHocTemplate: '',
  establishment: '',
};
/** A template whose text question takes any answer a contract allows. */
const checklist: contracts.InspectionTemplateBody = {
  title: 'Walk-through',
  category: 'workplace',
  sections: [
    { title: 'Floor', questions: [{ id: 'remarks', text: 'Remarks', kind: 'text', raisesFinding: false }] },
  ],
};
/** A weekly schedule of the test's template and site, for the commands that change one. */
const newSchedule = async () =>
  (
    await scheduleInspection(
      store,
      {
        templateId: ids.template,
        establishmentId: ids.establishment,
        frequency: 'weekly',
        assigneeId: null,
        assigneeRole: 'employee',
      },
      admin,
      undefined,
    )
  ).id;

/** An inspection of the checklist: started, with its one question answered, or also completed. */
const newInspection = async (stage: 'started' | 'answered' | 'completed' = 'started') => {
  const { id } = await startInspection(
    store,
    pool,
    { templateId: ids.adHocTemplate, establishmentId: ids.establishment },
    admin,
    undefined,
  );
  if (stage === 'started') return id;
  await conductInspection(
    store,
    id,
    () => ({
      type: 'AnswerInspectionQuestion',
      data: { questionId: 'remarks', value: 'Clear', note: null },
      metadata: admin.command,
    }),
    admin,
  );
  if (stage === 'answered') return id;
  await conductInspection(
    store,
    id,
    () => ({
      type: 'CompleteInspection',
      data: { localToday: today, signOff: { name: 'Sam admin', attestation: 'True record.' } },
      metadata: admin.command,
    }),
    admin,
  );
  return id;
};

const file = (name: string) => ({
  sha256: 'a'.repeat(64),
  size: 1234,
  mediaType: 'application/pdf',
  fileType: 'pdf',
  originalName: name,
});
const newDocument = async () =>
  (await uploadDocument(store, { name: 'Ladder policy', category: 'Policy' }, file('ladder.pdf'), admin)).id;
let establishments = 0;
/** An establishment of its own name, for the commands that change one. */
const newEstablishment = async () =>
  (
    await createEstablishment(
      store,
      {
        name: `Plant ${++establishments}`,
        company: 'IPSI',
        streetAddress: '1 Main St',
        city: 'Houston',
        state: 'TX',
        zip: '77002',
        naicsCode: '332710',
        industryDescription: 'Machine shops',
        ein: null,
        timeZone: 'America/Chicago',
      },
      admin,
      undefined,
    )
  ).id;
/** A document an employee uploaded: version 1 waits for approval. */
const newPendingDocument = async () =>
  (
    await uploadDocument(
      store,
      { name: 'Ladder checklist', category: 'Procedures' },
      file('checklist.pdf'),
      contextOf(ids.employee, 'employee'),
    )
  ).id;
const newSession = async (type: 'online' | 'inperson' = 'inperson') =>
  (
    await createTraining(
      store,
      {
        title: 'Working at height',
        description: '',
        type,
        date: type === 'inperson' ? contracts.EARLIEST_DATE : null,
        duration: '1 hour',
      },
      admin,
    )
  ).id;

/** Applies the events appended since the last call to every projection, each in its own transaction. */
const projectNewEvents = async (body: unknown) => {
  const events: StoredEvent[] = await store.readAllWith(client, projected, 10_000);
  for (const projection of allProjections) {
    const handled = events.filter((event) => projection.handles?.(event) ?? true);
    if (handled.length === 0) continue;
    await client.query('BEGIN');
    try {
      await projection.apply(client, handled);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      const types = handled.map((e) => e.type).join(', ');
      throw new Error(
        `projection ${projection.name} failed on ${types} from ${JSON.stringify(body).slice(0, 300)}: ${(error as Error).message}`,
      );
    }
  }
  projected = events.at(-1)?.position ?? projected;
  return events.length;
};

/** A refusal with a clear answer (a rule, a conflict, a problem) appends nothing and is fine. */
const isRefusal = (error: unknown) =>
  error instanceof DomainError || error instanceof HttpProblem || error instanceof ConcurrencyError;

type Tally = { tried: number; accepted: number; refused: number };
const tallies: Record<string, Tally> = {};

const property = <S extends z.ZodType>(
  name: string,
  schema: S,
  run: (body: z.output<S>) => Promise<unknown>,
  numRuns = RUNS,
) =>
  it(`${name}: every accepted body projects into every read model`, async () => {
    const tally: Tally = { tried: 0, accepted: 0, refused: 0 };
    tallies[name] = tally;
    await fc.assert(
      fc.asyncProperty(bodyOf(schema), async (input) => {
        const body = schema.parse(input);
        tally.tried++;
        try {
          await run(body);
          tally.accepted++;
        } catch (error) {
          if (!isRefusal(error)) throw error;
          tally.refused++;
        }
        await projectNewEvents(input);
      }),
      { numRuns, seed: SEED, endOnFailure: true },
    );
    expect(tally.tried).toBe(numRuns);
  });

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createTestPool(db.url, 5);
  store = new PostgresEventStore(pool);
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const readLog = (c: pg.ClientBase, after: LogPosition, limit: number) => store.readAllWith(c, after, limit);
  for (const projection of allProjections) await ensureProjection(client, projection, readLog, () => {});
  const register = (username: string, role: contracts.Role) =>
    registerEmployee(
      store,
      {
        firstName: 'Sam',
        lastName: username,
        email: `${username}@ipsi.example`,
        username,
        department: 'Safety',
        company: 'IPSI',
        position: null,
        workLocation: null,
        role,
        password: 'a-long-password',
      },
      contextOf(null, 'system'),
    );
  ids.admin = (await register('property-admin', 'admin')).id;
  admin = contextOf(ids.admin, 'admin');
  // Before any session a contract allows: nothing has started yet.
  earlyAdmin = contextOf(ids.admin, 'admin', '1969-12-31');
  ids.employee = (await register('property-employee', 'employee')).id;
  ids.document = await newDocument();
  const report = contracts.ReportIncidentBody.parse({
    type: 'injury',
    location: 'Bay 1',
    date: '2026-11-20',
    description: 'Cut',
  });
  ids.incident = (await reportIncident({ store, pool }, report, admin, undefined)).id;
  ids.task = (
    await assignTask(
      store,
      {
        employeeId: ids.employee,
        title: 'Inspect',
        description: 'Fans',
        taskType: 'custom',
        priority: 'low',
      },
      admin,
    )
  ).id;
  ids.template = (await createInspectionTemplate(store, checklist, admin, undefined)).id;
  ids.adHocTemplate = (await createInspectionTemplate(store, checklist, admin, undefined)).id;
  ids.establishment = await newEstablishment();
  await projectNewEvents('set-up');
});
afterAll(async () => {
  console.info(
    `properties tried per command (accepted / refused by a rule or a conflict):\n${Object.entries(tallies)
      .map(([name, t]) => `  ${name}: ${t.tried} (${t.accepted} / ${t.refused})`)
      .join('\n')}`,
  );
  await client?.end();
  await pool?.end();
  await db?.drop();
});

/** Bodies that write personal settings to plain tables, never an event (docs/architecture.md). */
const OUTSIDE_THE_LOG = ['NotificationPreferencesBody', 'UserLanguageBody'];

describe('bodies the contracts accept never stop a projection', () => {
  property('ReportIncidentBody', contracts.ReportIncidentBody, (body) =>
    reportIncident({ store, pool }, body, admin, undefined),
  );
  // expectedVersion only guards against a concurrent change; it is never stored.
  property('ChangeIncidentStatusBody', contracts.ChangeIncidentStatusBody, (body) =>
    changeIncidentStatus(
      store,
      ids.incident,
      { status: body.status, note: body.note ?? null, expectedVersion: undefined },
      admin,
    ),
  );
  property('CommentOnIncidentBody', contracts.CommentOnIncidentBody, (body) =>
    commentOnIncident(store, ids.incident, body, admin),
  );
  // Each marking on a report of its own; a generated id names no report, so the original is the set-up's.
  const newIncident = async () =>
    (
      await reportIncident(
        { store, pool },
        contracts.ReportIncidentBody.parse({
          type: 'injury',
          location: 'Bay 2',
          date: '2026-11-20',
          description: 'Cut',
        }),
        admin,
        undefined,
      )
    ).id;
  property('MarkIncidentDuplicateBody', contracts.MarkIncidentDuplicateBody, async (body) =>
    markIncident(
      store,
      await newIncident(),
      { type: 'MarkIncidentDuplicate', duplicateOf: ids.incident, reason: body.reason },
      admin,
    ),
  );
  // The same reason voids a report of its own and then undoes it.
  property('DispositionReasonBody', contracts.DispositionReasonBody, async (body) => {
    const id = await newIncident();
    await markIncident(store, id, { type: 'VoidIncident', reason: body.reason }, admin);
    return markIncident(store, id, { type: 'ReinstateIncident', reason: body.reason }, admin);
  });
  property('DecideRecordkeepingBody', contracts.DecideRecordkeepingBody, ({ reason, ...decision }) =>
    decideRecordkeeping(store, ids.incident, { decision, reason }, admin),
  );
  property('RecordOshaReportBody', contracts.RecordOshaReportBody, (body) =>
    recordOshaReport(store, ids.incident!, body, admin),
  );
  // A generated id names no establishment: the submission is of the one that exists.
  property('RecordItaSubmissionBody', contracts.RecordItaSubmissionBody, (body) =>
    recordItaSubmission(store, { ...body, establishmentId: ids.establishment }, admin),
  );
  property('LoginBody', contracts.LoginBody, (body) =>
    signIn({ store, pool, sessions: new SessionStore(pool), throttle: new LoginThrottle(pool) }, body, {
      ip: '192.0.2.24',
      userAgent: 'property test',
      metadata: contextOf(null, 'anonymous').event('SignIn'),
    }),
  );
  // Every current password passes here, so accepted bodies reach the log and the projections.
  property(
    'ChangePasswordBody',
    contracts.ChangePasswordBody,
    async (body) => {
      const sessions = new SessionStore(pool);
      const user = {
        userId: ids.employee,
        username: 'property-employee',
        displayName: 'Sam',
        role: 'employee',
      };
      const { token } = await sessions.create(user, { remember: false, ip: null, userAgent: null });
      const deps = {
        store,
        pool,
        sessions,
        throttle: new LoginThrottle(pool),
        verifyPassword: async () => true,
      };
      return changeOwnPassword(deps, user, token, body, contextOf(ids.employee, 'employee'), '192.0.2.25');
    },
    HASHING_RUNS,
  );
  property(
    'NewEmployeeBody',
    contracts.NewEmployeeBody,
    ({ position, workLocation, ...rest }) =>
      registerEmployee(
        store,
        { ...rest, position: position ?? null, workLocation: workLocation ?? null },
        admin,
      ),
    HASHING_RUNS,
  );
  property('UpdateEmployeeBody', contracts.UpdateEmployeeBody, async ({ role, ...changes }) => {
    if (Object.keys(changes).length > 0)
      await changeEmployee(store, ids.employee, { type: 'ChangeEmployeeProfile', data: { changes } }, admin);
    if (role)
      await changeEmployee(store, ids.employee, { type: 'ChangeEmployeeRole', data: { role } }, admin);
  });
  property('AssignTrainingBody', contracts.AssignTrainingBody, async (body) =>
    assignTraining(
      store,
      { ...body, employeeId: ids.employee, trainingId: await newSession() },
      adminOn(body.dueDate),
    ),
  );
  property('AssignDocumentBody', contracts.AssignDocumentBody, (body) =>
    assignDocument(
      store,
      { ...body, employeeId: ids.employee, documentId: ids.document },
      adminOn(body.dueDate),
    ),
  );
  property('EmployeeFileBody', contracts.EmployeeFileBody, (body) =>
    requireEmployeeFile(store, { ...body, employeeId: ids.employee }, adminOn(body.dueDate)),
  );
  property('CreateTaskBody', contracts.CreateTaskBody, (body) =>
    assignTask(store, { ...body, employeeId: ids.employee }, adminOn(body.dueDate)),
  );
  property('UpdateTaskStatusBody', contracts.UpdateTaskStatusBody, (body) =>
    changeTaskStatus(store, ids.task, body, admin),
  );
  property('CreateTrainingBody', contracts.CreateTrainingBody, (body) => createTraining(store, body, admin));
  property('EnrollBody', contracts.EnrollBody, async (body) =>
    enroll(store, await newSession(), body.userId === undefined ? undefined : ids.employee, admin, 'UTC'),
  );
  // A session of its own each time, with the employee on it, cancelled before its day.
  property('UnenrollBody', contracts.UnenrollBody, async (body) => {
    const session = await newSession();
    await enroll(store, session, ids.employee, admin, 'UTC');
    return unenroll(store, session, body.userId === undefined ? undefined : ids.employee, earlyAdmin, 'UTC');
  });
  // The employee registered before the session's day, marked once it has passed: one line, theirs.
  property('AttendanceBody', contracts.AttendanceBody, async (body) => {
    const session = await newSession();
    await enroll(store, session, ids.employee, earlyAdmin, 'UTC');
    const present = body.attendance[0]!.present;
    return markAttendance(store, session, { attendance: [{ userId: ids.employee, present }] }, admin, 'UTC');
  });
  property('CompleteTrainingBody', contracts.CompleteTrainingBody, async (body) =>
    completeTraining(store, await newSession(), { ...body, userId: ids.employee }, admin),
  );
  property('SetQuizBody', contracts.SetQuizBody, async (body) =>
    setTrainingQuiz(store, await newSession('online'), body, admin),
  );
  // As many six-option questions as answers, the employee registered: the answers given reach the log.
  property('TakeQuizBody', contracts.TakeQuizBody, async (body) => {
    const course = await newSession('online');
    const questions = body.answers.map(() => ({
      text: 'Which?',
      options: ['1', '2', '3', '4', '5', '6'],
      correctOption: 0,
    }));
    await setTrainingQuiz(store, course, { questions, passMark: 50, attemptsAllowed: 1 }, admin);
    await enroll(store, course, ids.employee, admin, 'UTC');
    return takeTrainingQuiz(store, course, { ...body, quizVersion: 1 }, contextOf(ids.employee, 'employee'));
  });
  property('TrainingValidityBody', contracts.TrainingValidityBody, async (body) =>
    setTrainingValidity(store, await newSession(), body, admin),
  );
  // The course and the person a requirement names exist: generated ids name none.
  property('TrainingRequirementBody', contracts.TrainingRequirementBody, async (body) =>
    setTrainingRequirement(
      store,
      { ...body, trainingId: await newSession(), value: body.scope === 'person' ? ids.employee : body.value },
      admin,
    ),
  );
  property('UploadDocumentFields', contracts.UploadDocumentFields, (fields) =>
    uploadDocument(store, fields, file('upload.pdf'), admin),
  );
  property('SignatureRequirementBody', contracts.SignatureRequirementBody, (body) =>
    setSignatureRequirement(store, ids.document, body, adminOn(body.deadline)),
  );
  // The handler keeps only a real PNG (a generated data URL is refused before any event): sign with one.
  property('SignDocumentBody', contracts.SignDocumentBody, async (body) =>
    signDocument(
      store,
      { ...body, documentId: await newDocument(), signatureData: signaturePng },
      admin,
      async () => {},
      'America/Chicago',
    ),
  );
  // Each retirement on a document of its own: a second one on the same document records nothing.
  property('RetireDocumentBody', contracts.RetireDocumentBody, async (body) =>
    retireDocument(store, await newDocument(), body, admin),
  );
  // Each rejection on a file request of its own, with a file its employee submitted.
  property('RejectEmployeeFileBody', contracts.RejectEmployeeFileBody, async (body) => {
    const { id } = await requireEmployeeFile(
      store,
      { employeeId: ids.employee, fileName: 'Licence', fileType: 'license', isRequired: true },
      admin,
    );
    await submitRequestedFile(store, id, file('licence.pdf'), contextOf(ids.employee, 'employee'));
    return rejectRequestedFile(store, id, body.reason, admin);
  });

  // A certificate for a course that exists, recorded by an administrator for the employee.
  const recordCertificate = async (fields: contracts.RecordCertificateFields) => {
    const submission = await certificateSubmission(
      store,
      { ...fields, trainingId: await newSession(), userId: ids.employee },
      admin,
    );
    return submitCertificate(store, submission(file('certificate.pdf')), admin);
  };
  // Accepted by a second person, so the completion it stands for reaches the matrix too.
  property('RecordCertificateFields', contracts.RecordCertificateFields, async (fields) =>
    acceptCertificate(
      store,
      (await recordCertificate(fields)).id,
      contextOf('00000000-0000-4000-8000-0000000000cf', 'safety-officer'),
    ),
  );
  property('RejectCertificateBody', contracts.RejectCertificateBody, async (body) => {
    const { id } = await recordCertificate({
      trainingId: '',
      issuer: 'Gulf Safety Council',
      certificateNumber: null,
      issuedOn: contracts.EARLIEST_DATE,
      expiresOn: null,
    });
    return rejectCertificate(store, id, body.reason, admin);
  });

  // The version is the waiting one, so the generated note or reason reaches the log.
  property('ApproveVersionBody', contracts.ApproveVersionBody, async () =>
    decideVersion(store, await newPendingDocument(), { approve: { version: 1 } }, admin),
  );
  property('RejectVersionBody', contracts.RejectVersionBody, async (body) =>
    decideVersion(store, await newPendingDocument(), { reject: { ...body, version: 1 } }, admin),
  );
  property('UploadVersionFields', contracts.UploadVersionFields, async (fields) =>
    uploadDocumentVersion(store, await newDocument(), file('v2.pdf'), fields.changeNote ?? null, admin),
  );

  property('NewEstablishmentBody', contracts.NewEstablishmentBody, ({ ein, ...profile }) =>
    createEstablishment(store, { ...profile, ein: ein ?? null }, admin, undefined),
  );
  property('UpdateEstablishmentBody', contracts.UpdateEstablishmentBody, async (changes) =>
    changeEstablishment(
      store,
      await newEstablishment(),
      { type: 'ChangeEstablishment', data: { changes } },
      admin,
    ),
  );
  property('YearFiguresBody', contracts.YearFiguresBody, async (figures) =>
    changeEstablishment(
      store,
      await newEstablishment(),
      { type: 'SetEstablishmentYearFigures', data: { ...figures, year: 2025 } },
      admin,
    ),
  );
  property('ItaInclusionBody', contracts.ItaInclusionBody, async (choice) =>
    changeEstablishment(
      store,
      await newEstablishment(),
      { type: 'SetItaInclusion', data: { ...choice, year: 2025 } },
      admin,
    ),
  );
  // A generated id names no establishment: assign one that exists, so the event reaches the log.
  property('AssignEstablishmentBody', contracts.AssignEstablishmentBody, async () =>
    assignIncidentEstablishment(store, ids.incident!, await newEstablishment(), admin),
  );
  // Last year's summary as it stands, certified today: the generated names and title reach the log.
  property('CertifyOshaSummaryBody', contracts.CertifyOshaSummaryBody, async (body) => {
    const establishmentId = await newEstablishment();
    await projectNewEvents('establishment');
    const year = Number(today.slice(0, 4)) - 1;
    const establishment = (await findOshaEstablishment(pool, establishmentId))!;
    const { sha256 } = await loadSummary(pool, { establishmentId, year, asOf: null }, establishment);
    const certified = { ...body, establishmentId, year, certifiedOn: today, summarySha256: sha256 };
    return certifySummary({ store, pool }, certified, admin, undefined, 'America/Chicago');
  });

  // The owner and the incident must exist; a finding's ids are the inspections feature's, taken as given.
  const raiseFor = (body: z.output<typeof contracts.RaiseActionBody>, context: CommandContext) =>
    raiseAction(
      store,
      {
        ...body,
        ownerId: ids.employee,
        establishmentId: null,
        source:
          body.source.kind === 'incident' ? { kind: 'incident', incidentId: ids.incident } : body.source,
      },
      context,
      undefined,
      async () => {},
    );
  /** An open action of the employee, due early next year of `day`, raised on `day`. */
  const newAction = async (day = today) =>
    (
      await raiseFor(
        {
          title: 'Guard the saw',
          description: '',
          controlLevel: 'engineering',
          ownerId: ids.employee,
          dueDate: day,
          priority: 'low',
          source: { kind: 'none' },
        },
        contextOf(ids.admin, 'admin', day),
      )
    ).id;
  const employee = () => contextOf(ids.employee, 'employee');
  const doneAction = async () => {
    const id = await newAction();
    await runActionCommand(
      store,
      id,
      { type: 'CompleteCorrectiveAction', data: { note: 'Done' }, metadata: employee().command },
      employee(),
    );
    return id;
  };
  property('RaiseActionBody', contracts.RaiseActionBody, (body) => raiseFor(body, adminOn(body.dueDate)));
  property('EmptyActionBody', contracts.EmptyActionBody, async () =>
    runActionCommand(
      store,
      await newAction(),
      { type: 'StartCorrectiveAction', data: {}, metadata: employee().command },
      employee(),
    ),
  );
  property('CompleteActionBody', contracts.CompleteActionBody, async (body) =>
    runActionCommand(
      store,
      await newAction(),
      { type: 'CompleteCorrectiveAction', data: body, metadata: employee().command },
      employee(),
    ),
  );
  property('VerifyActionBody', contracts.VerifyActionBody, async (body) =>
    runActionCommand(
      store,
      await doneAction(),
      { type: 'VerifyCorrectiveAction', data: { note: body.note ?? null }, metadata: admin.command },
      admin,
    ),
  );
  property('ReopenActionBody', contracts.ReopenActionBody, async (body) =>
    runActionCommand(
      store,
      await doneAction(),
      { type: 'ReopenCorrectiveAction', data: body, metadata: admin.command },
      admin,
    ),
  );
  property('ReassignActionBody', contracts.ReassignActionBody, async () =>
    runActionCommand(
      store,
      await newAction(),
      {
        type: 'ReassignCorrectiveAction',
        data: { owner: { id: ids.admin, name: 'Sam property-admin' } },
        metadata: admin.command,
      },
      admin,
    ),
  );
  // Raised on the day of the new date, due the next year, so the move to that date is recorded.
  property('ActionDueDateBody', contracts.ActionDueDateBody, async (body) => {
    const context = adminOn(body.dueDate);
    const id = await raiseFor(
      {
        title: 'Guard the saw',
        description: '',
        controlLevel: 'ppe',
        ownerId: ids.employee,
        dueDate: `${Number(body.dueDate.slice(0, 4)) + 1}-01-01`,
        priority: 'low',
        source: { kind: 'none' },
      },
      context,
    );
    return runActionCommand(
      store,
      id.id,
      { type: 'ChangeCorrectiveActionDueDate', data: body, metadata: context.command },
      context,
    );
  });

  // Generated ids mostly collide and generated choice lists rarely name two choices: half the
  // bodies take server ids and a second choice, so the accepted ones reach the read model too.
  let templateRuns = 0;
  property('InspectionTemplateBody', contracts.InspectionTemplateBody, async (body) => {
    const usable = templateRuns++ % 2 === 0;
    const sections = body.sections.map((section) => ({
      ...section,
      questions: section.questions.map((q) =>
        usable
          ? {
              ...q,
              id: null,
              choices: [...new Set([...(q.choices ?? []), ...(q.failingChoices ?? []), 'OK'])],
            }
          : q,
      ),
    }));
    const { id } = await createInspectionTemplate(store, { ...body, sections }, admin, undefined);
    return reviseInspectionTemplate(
      store,
      id,
      { ...body, sections, title: `${body.title} v2`.slice(0, 200) },
      admin,
    );
  });
  // Generated ids name nothing: the schedule takes a template, site and employee that exist.
  property('NewInspectionScheduleBody', contracts.NewInspectionScheduleBody, (body) =>
    scheduleInspection(
      store,
      {
        ...body,
        templateId: ids.template,
        establishmentId: ids.establishment,
        assigneeId: body.assigneeId ? ids.employee : null,
      },
      admin,
      undefined,
    ),
  );
  property('ChangeInspectionScheduleBody', contracts.ChangeInspectionScheduleBody, async (body) =>
    changeInspectionSchedule(
      store,
      await newSchedule(),
      { ...body, assigneeId: body.assigneeId ? ids.employee : null },
      admin,
    ),
  );
  property('CancelInspectionScheduleBody', contracts.CancelInspectionScheduleBody, async (body) =>
    cancelInspectionSchedule(store, await newSchedule(), body, admin),
  );
  property('StartInspectionBody', contracts.StartInspectionBody, (body) =>
    startInspection(
      store,
      pool,
      { templateId: ids.adHocTemplate, establishmentId: ids.establishment, area: body.area ?? null },
      admin,
      undefined,
    ),
  );
  property('AnswerInspectionBody', contracts.AnswerInspectionBody, async (body) =>
    conductInspection(
      store,
      await newInspection(),
      () => ({
        type: 'AnswerInspectionQuestion',
        data: { questionId: 'remarks', value: body.value, note: body.note ?? null },
        metadata: admin.command,
      }),
      admin,
    ),
  );
  property('CompleteInspectionBody', contracts.CompleteInspectionBody, async (body) =>
    conductInspection(
      store,
      await newInspection('answered'),
      () => ({
        type: 'CompleteInspection',
        data: {
          localToday: today,
          signOff: { name: 'Sam admin', attestation: body.attested ? contracts.inspectionAttestation : '' },
        },
        metadata: admin.command,
      }),
      admin,
    ),
  );
  property('CorrectInspectionBody', contracts.CorrectInspectionBody, async (body) =>
    conductInspection(
      store,
      await newInspection('completed'),
      () => ({
        type: 'CorrectInspection',
        data: { questionId: 'remarks', value: body.value, note: body.note ?? null, reason: body.reason },
        metadata: admin.command,
      }),
      admin,
    ),
  );

  // An erasure's key destruction happens outside the log; what it records is these events.
  property('ErasePersonalDataBody', contracts.ErasePersonalDataBody, ({ reason }) => {
    const subjectId = crypto.randomUUID();
    const erased: PersonalDataErased = {
      type: 'PersonalDataErased',
      data: { subjectId, reason, erasedAt: admin.command.now },
    };
    return store.append(personalDataStreamId(subjectId), 'any', [erased], admin.event('ErasePersonalData'));
  });
  property('RetentionEraseBody', contracts.RetentionEraseBody, ({ reason, incidentIds }) =>
    store.appendToStreams(
      incidentIds.map((incidentId) => {
        const done: RetentionErasureDone = {
          type: 'RetentionErasureDone',
          data: {
            by: ids.admin,
            byName: 'Property Admin',
            at: admin.command.now,
            incidentId,
            reason,
            subjects: [],
          },
        };
        return { streamId: retentionErasureStreamId(incidentId), expected: 'any' as const, events: [done] };
      }),
      admin.event('EraseRetention'),
    ),
  );

  property('NoticeBody', contracts.NoticeBody, (body) => postNotice(store, body, admin));
  // As for the video's url: a random string is seldom a phone number, so the hotline is given.
  property('SafetyContactsBody', contracts.SafetyContactsBody.omit({ safetyHotline: true }), (body) =>
    changeSafetyContacts(
      store,
      contracts.SafetyContactsBody.parse({ ...body, safetyHotline: '1-800-555-0147' }),
      admin,
    ),
  );
  // A random string is never a web address: generating the url would filter forever, so the
  // title is generated and the url given (its rule has its own cases in notices.int).
  property('TrainingVideoBody', contracts.TrainingVideoBody.omit({ url: true }), async (body) =>
    addTrainingVideo(
      store,
      await newSession('online'),
      contracts.TrainingVideoBody.parse({ ...body, url: 'https://videos.example/ladder-safety' }),
      admin,
    ),
  );
  property('SafetyMessageBody', contracts.SafetyMessageBody, (body) => sendSafetyMessage(store, body, admin));
  property('ComplianceIssueBody', contracts.ComplianceIssueBody, (body) =>
    reportComplianceIssue(store, body, admin),
  );
  // Each body triages a fresh message already under review, so resolve and dismiss are tried too.
  property('SafetyInboxStatusBody', contracts.SafetyInboxStatusBody, async (body) => {
    const message = { subject: 'Spill', message: 'Oil by dock 3', aboutReportNumber: null };
    const { id } = await sendSafetyMessage(store, message, admin);
    await triageSafetyInboxItem(store, id, { status: 'under-review' }, admin);
    return triageSafetyInboxItem(store, id, body, admin);
  });

  investigationProperties(property, {
    store: () => store,
    admin: () => admin,
    adminId: () => ids.admin,
    newIncident,
  });

  it('covers every command body of the contracts', () => {
    const bodies = Object.entries(contracts)
      .filter(([name, value]) => /(Body|Fields)$/.test(name) && value instanceof z.ZodType)
      .filter(([name]) => !OUTSIDE_THE_LOG.includes(name))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(tallies).sort()).toEqual(bodies);
  });
});
