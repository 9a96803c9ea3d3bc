import { ReportIncidentBody } from '@hs/contracts';
import {
  assignmentDecider,
  attachmentDecider,
  attachmentStreamId,
  caseDecision,
  correctiveActionDecider,
  correctiveActionStreamId,
  auditVerificationStreamId,
  documentAssignmentStreamId,
  documentDecider,
  documentStreamId,
  employeeDecider,
  employeeStreamId,
  establishmentDecider,
  establishmentStreamId,
  formatReportNumber,
  incidentDecider,
  incidentStreamId,
  investigationDecider,
  investigationStreamId,
  oshaReportDecider,
  oshaReportStreamId,
  itaSubmissionDecider,
  itaSubmissionStreamId,
  inspectionDecider,
  inspectionScheduleDecider,
  inspectionScheduleStreamId,
  inspectionStreamId,
  inspectionTemplateDecider,
  inspectionTemplateStreamId,
  noticeDecider,
  SAFETY_CONTACTS_STREAM,
  safetyContactsDecider,
  noticeDismissalDecider,
  noticeDismissalsStreamId,
  noticeStreamId,
  recordkeepingDecider,
  safetyInboxDecider,
  safetyInboxStreamId,
  summaryCertificationDecider,
  summaryCertificationStreamId,
  recordkeepingStreamId,
  taskDecider,
  taskStreamId,
  trainingAssignmentStreamId,
  trainingCertificateDecider,
  trainingCertificateStreamId,
  trainingDecider,
  trainingStreamId,
  trainingVideoDecider,
  trainingVideoStreamId,
  type CommandMetadata,
  type Decider,
  type IncidentStatus,
  type TemplateContent,
  retentionErasureStreamId,
  type TrainingCertificateCommand,
} from '@hs/domain';
import { canonicalJson, eventHash, streamCategory, type EventMetadata } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import { recordedPeople, validReport } from './incident-fixtures.ts';

const recordableInjury = caseDecision({
  jobTitle: 'Machine operator',
  bodyPart: 'Left hand',
  activityBefore: 'Clearing a jam',
  whatHappened: 'Cut on a guard edge',
  objectOrSubstance: 'Sheet metal guard',
});

/** One event of the log as the store writes it: stream position, content and hash chain. */
export type LogRow = {
  streamId: string;
  streamType: string;
  streamVersion: number;
  eventId: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  /** The canonical JSON texts the hash covers. */
  dataJson: string;
  metadataJson: string;
  recordedAt: string;
  hash: Buffer;
  prevHash: Buffer;
};

type Actor = { userId: string; userName: string; role: string };

const GENESIS = Buffer.alloc(32);
const { involved: _involved, ...parsedReport } = ReportIncidentBody.parse(validReport());
/** A short forklift check: a yes/no that fails on "no", a range, a choice and a text. */
const forkliftCheck: TemplateContent = {
  title: 'Forklift pre-shift check',
  category: 'vehicle',
  sections: [
    {
      title: 'Walk-around',
      questions: [
        { id: 'horn', text: 'Horn works', kind: 'yes-no', failsOn: 'no', raisesFinding: true },
        {
          id: 'tires',
          text: 'Tire pressure',
          kind: 'number',
          min: 80,
          max: 100,
          unit: 'psi',
          raisesFinding: true,
        },
        {
          id: 'forks',
          text: 'Forks',
          kind: 'choice',
          choices: ['Good', 'Cracked'],
          failingChoices: ['Cracked'],
          raisesFinding: true,
        },
        { id: 'remarks', text: 'Remarks', kind: 'text', raisesFinding: false },
      ],
    },
  ],
};

/** A small signature as the pad draws it: a PNG data URL. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGQAAAAyCAYAAACqNX6+AAAAAXNSR0IArs4c6QAAAIlJREFUeJzt0jEBACAMwLCBf8/DRQ8SBb2qvkSFfwZ5+UgIIiEEiYQQJBJCkEgIQSIhBImEECQSQpBICEEiIQSJhBAkEkKQSAhBIiEEiYQQJBJCkEgIQSIhBImEECQSQpBICEEiIQSJhBAkEkKQSAhBIiEEiYQQJBJCkEgIQSIhBImEECQSQpCXHx3FAU+EYV3qAAAAAElFTkSuQmCC';

/** A date `days` after `today` (both YYYY-MM-DD): due dates stay ahead of the log's clock. */
const daysAfter = (today: string, days: number) =>
  new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A realistic event log made by the application's own deciders, one "week" of a site at a time
 * (`nextBlock`), about 100 events each: employees registered and changed, incidents with 2-4
 * status changes, a document requiring signature with its signatures, a training with enrolments
 * and completions, assignments and tasks, a notice, a course video, messages to the safety team
 * (and in the first block the site's safety contacts),
 * and an audit verification. Each block's streams end in
 * the block except the audit stream, so nothing but a few heads is kept in memory.
 */
export class MixedLog {
  private clock: number;
  private reportSequence = 0;
  private readonly heads = new Map<string, { version: number; hash: Buffer; state: unknown }>();
  /** The most recent employees: who signs, enrols and gets work. */
  private staff: Actor[] = [];
  private readonly admin: Actor = { userId: newId(), userName: 'Dana Admin', role: 'admin' };
  private rows: LogRow[] = [];
  private loggedEvents = 0;
  private lastTrainingId = '';
  private site = { establishmentId: '', templateId: '', scheduleId: '' };
  private lastEstablishmentId = '';
  private blocks = 0;
  private firstIncidentOfBlock = '';

  constructor(startAt = Date.UTC(2025, 0, 6)) {
    this.clock = startAt;
  }

  /** The next block of events, in log order. */
  nextBlock(): LogRow[] {
    this.rows = [];
    if (this.blocks++ % 50 === 0) this.establishment();
    this.employees(this.staff.length < 30 ? 30 : 3, 2);
    for (let i = 0; i < 10; i += 1) this.incident(2 + ((this.reportSequence + i) % 3));
    this.retentionErasure(this.firstIncidentOfBlock);
    this.document(25);
    this.training(10, 9);
    this.certificates();
    this.work();
    this.inspection();
    this.reach();
    this.auditVerification();
    for (const streamId of this.heads.keys())
      if (streamId !== auditVerificationStreamId) this.heads.delete(streamId);
    this.loggedEvents += this.rows.length;
    return this.rows;
  }

  /** The audit stream's head, the only stream that goes on from block to block. */
  get auditHead(): { streamId: string; streamType: string; version: number; hash: Buffer } | undefined {
    const head = this.heads.get(auditVerificationStreamId);
    const streamId = auditVerificationStreamId;
    return head && { streamId, streamType: streamCategory(streamId), version: head.version, hash: head.hash };
  }

  private tick(): { now: string; today: string } {
    this.clock += 7_000;
    const now = new Date(this.clock).toISOString();
    return { now, today: now.slice(0, 10) };
  }

  private run<C, E extends { type: string; data: unknown }, S>(
    decider: Decider<S, C, E>,
    streamId: string,
    actor: Actor,
    command: (metadata: CommandMetadata) => C,
  ): void {
    const head = this.heads.get(streamId) ?? { version: 0, hash: GENESIS, state: decider.initialState };
    const { now, today } = this.tick();
    const events = decider.decide(command({ now, today, ...actor }), head.state as S);
    const metadata: EventMetadata = {
      userId: actor.userId,
      userName: actor.userName,
      role: actor.role,
      command: 'Bench',
      correlationId: newId(),
      causationId: null,
      requestId: null,
      clientIp: '127.0.0.1',
    };
    let { version, hash, state } = head;
    // The canonical texts are made once and serve the hash and the COPY line alike.
    const metadataJson = canonicalJson(metadata);
    for (const event of events) {
      const eventId = newId();
      const dataJson = canonicalJson(event.data);
      const fields = { streamId, eventId, type: event.type, schemaVersion: 1, recordedAt: now };
      const next = eventHash(hash, fields, dataJson, metadataJson);
      version += 1;
      this.rows.push({
        ...fields,
        data: event.data,
        metadata,
        dataJson,
        metadataJson,
        streamType: streamCategory(streamId),
        streamVersion: version,
        hash: next,
        prevHash: hash,
      });
      hash = next;
      state = decider.evolve(state as S, event);
    }
    this.heads.set(streamId, { version, hash, state });
  }

  private employees(count: number, profileChanges: number) {
    const registered: Actor[] = [];
    for (let i = 0; i < count; i += 1) {
      const employeeId = newId();
      const n = this.loggedEvents + this.rows.length;
      const [firstName, lastName] = [`Sam${n % 997}`, `Lee${i}`];
      this.run(employeeDecider, employeeStreamId(employeeId), this.admin, (metadata) => ({
        type: 'RegisterEmployee' as const,
        data: {
          employeeId,
          username: `sam.lee.${employeeId.slice(-12)}`,
          role: 'employee' as const,
          firstName,
          lastName,
          email: `sam.lee.${employeeId.slice(-12)}@example.test`,
          company: n % 2 === 0 ? ('IPSI' as const) : ('TODCO' as const),
          department: ['Logistics', 'Maintenance', 'Production', 'Office'][n % 4]!,
          position: 'Operator',
          workLocation: `Site ${n % 7}`,
          temporaryPassword: true,
        },
        metadata,
      }));
      registered.push({ userId: employeeId, userName: `${firstName} ${lastName}`, role: 'employee' });
    }
    for (const employee of registered.slice(0, profileChanges))
      this.run(employeeDecider, employeeStreamId(employee.userId), this.admin, (metadata) => ({
        type: 'ChangeEmployeeProfile' as const,
        data: { changes: { department: 'Quality', position: 'Inspector' } },
        metadata,
      }));
    this.staff = [...this.staff, ...registered].slice(-200);
  }

  /** A site now and then, with last year's employees and hours and its certified 300A (OSHA recordkeeping). */
  private establishment() {
    const establishmentId = newId();
    const streamId = establishmentStreamId(establishmentId);
    this.run(establishmentDecider, streamId, this.admin, (metadata) => ({
      type: 'CreateEstablishment' as const,
      data: {
        establishmentId,
        name: `Plant ${establishmentId.slice(0, 8)}`,
        company: 'IPSI' as const,
        streetAddress: '4800 Industrial Blvd',
        city: 'Houston',
        state: 'TX' as const,
        zip: '77029',
        naicsCode: '325110',
        industryDescription: 'Petrochemical manufacturing',
        ein: null,
        timeZone: 'America/Chicago',
      },
      metadata,
    }));
    this.run(establishmentDecider, streamId, this.admin, (metadata) => ({
      type: 'SetEstablishmentYearFigures' as const,
      data: {
        year: Number(metadata.today.slice(0, 4)) - 1,
        annualAverageEmployees: 120,
        totalHoursWorked: 240_000,
        peakEmployees: 130,
      },
      metadata,
    }));
    this.run(
      summaryCertificationDecider,
      summaryCertificationStreamId(establishmentId),
      this.admin,
      (metadata) => ({
        type: 'CertifyOshaSummary' as const,
        data: {
          establishmentId,
          year: Number(metadata.today.slice(0, 4)) - 1,
          executiveName: 'Morgan Chief',
          executiveTitle: 'Plant manager',
          certifiedOn: metadata.today,
          timeZone: 'America/Chicago',
          summarySha256: establishmentId.replaceAll('-', '').padEnd(64, '0'),
          currentSha256: establishmentId.replaceAll('-', '').padEnd(64, '0'),
        },
        metadata,
      }),
    );
    this.run(itaSubmissionDecider, itaSubmissionStreamId(establishmentId), this.admin, (metadata) => ({
      type: 'RecordItaSubmission' as const,
      data: {
        establishmentId,
        year: Number(metadata.today.slice(0, 4)) - 1,
        confirmationNumber: `ITA-${establishmentId.slice(0, 8)}`,
      },
      metadata,
    }));
    this.lastEstablishmentId = establishmentId;
  }

  /** A template and a daily schedule with each site; one inspection per block, every other one corrected. */
  private inspectionSetUp(establishmentId: string) {
    const templateId = newId();
    const scheduleId = newId();
    this.run(inspectionTemplateDecider, inspectionTemplateStreamId(templateId), this.admin, (metadata) => ({
      type: 'CreateInspectionTemplate' as const,
      data: { ...forkliftCheck, templateId },
      metadata,
    }));
    this.run(inspectionTemplateDecider, inspectionTemplateStreamId(templateId), this.admin, (metadata) => ({
      type: 'ReviseInspectionTemplate' as const,
      data: { ...forkliftCheck, title: 'Forklift pre-shift check (OSHA 1910.178)' },
      metadata,
    }));
    const assignee = this.staff.at(-1)!;
    this.run(inspectionScheduleDecider, inspectionScheduleStreamId(scheduleId), this.admin, (metadata) => ({
      type: 'ScheduleInspection' as const,
      data: {
        scheduleId,
        templateId,
        establishmentId,
        area: 'Dock',
        frequency: 'daily' as const,
        assignee: {
          employeeId: assignee.userId,
          employeeName: assignee.userName,
          department: 'Logistics',
          role: null,
        },
        startsOn: metadata.today,
      },
      metadata,
    }));
    // A second schedule is changed and then cancelled, so rebuilds meet both events.
    const retiredId = newId();
    const retired = inspectionScheduleStreamId(retiredId);
    this.run(inspectionScheduleDecider, retired, this.admin, (metadata) => ({
      type: 'ScheduleInspection' as const,
      data: {
        scheduleId: retiredId,
        templateId,
        establishmentId,
        area: 'Yard',
        frequency: 'weekly' as const,
        assignee: { employeeId: null, employeeName: null, department: null, role: 'supervisor' },
        startsOn: metadata.today,
      },
      metadata,
    }));
    this.run(inspectionScheduleDecider, retired, this.admin, (metadata) => ({
      type: 'ChangeInspectionSchedule' as const,
      data: {
        area: 'Yard 2',
        frequency: 'monthly' as const,
        assignee: {
          employeeId: assignee.userId,
          employeeName: assignee.userName,
          department: 'Logistics',
          role: null,
        },
      },
      metadata,
    }));
    this.run(inspectionScheduleDecider, retired, this.admin, (metadata) => ({
      type: 'CancelInspectionSchedule' as const,
      data: { reason: 'The yard forklift was sold' },
      metadata,
    }));
    this.site = { establishmentId, templateId, scheduleId };
  }

  private inspection() {
    if (this.site.establishmentId !== this.lastEstablishmentId)
      this.inspectionSetUp(this.lastEstablishmentId);
    const inspectionId = newId();
    const streamId = inspectionStreamId(inspectionId);
    const inspector = this.staff.at(-1)!;
    const { establishmentId, templateId, scheduleId } = this.site;
    this.run(inspectionDecider, streamId, inspector, (metadata) => ({
      type: 'StartInspection' as const,
      data: {
        inspectionId,
        templateId,
        templateVersion: 2,
        template: forkliftCheck,
        establishmentId,
        establishmentName: `Plant ${establishmentId.slice(0, 8)}`,
        timeZone: 'America/Chicago',
        area: 'Dock',
        occurrence: { scheduleId, periodStart: metadata.today, periodEnd: metadata.today },
        inspectorId: inspector.userId,
        inspectorName: inspector.userName,
        inspectorDepartment: 'Logistics',
      },
      metadata,
    }));
    for (const [questionId, value] of [
      ['horn', 'no'],
      ['tires', '92'],
      ['forks', 'Good'],
      ['remarks', null],
    ] as const)
      this.run(inspectionDecider, streamId, inspector, (metadata) => ({
        type: 'AnswerInspectionQuestion' as const,
        data: { questionId, value, note: questionId === 'horn' ? 'No sound' : null },
        metadata,
      }));
    this.run(inspectionDecider, streamId, inspector, (metadata) => ({
      type: 'AttachInspectionPhoto' as const,
      data: {
        questionId: 'horn',
        photo: {
          sha256: inspectionId.replaceAll('-', '').padEnd(64, '0'),
          size: 2_048,
          mediaType: 'image/png',
          fileType: 'png',
          originalName: 'horn.png',
        },
      },
      metadata,
    }));
    this.run(inspectionDecider, streamId, inspector, (metadata) => ({
      type: 'CompleteInspection' as const,
      data: {
        localToday: metadata.today,
        signOff: { name: inspector.userName ?? '', attestation: 'True record.' },
      },
      metadata,
    }));
    if (this.blocks % 2 === 0)
      this.run(inspectionDecider, streamId, this.admin, (metadata) => ({
        type: 'CorrectInspection' as const,
        data: { questionId: 'horn', value: 'yes', note: null, reason: 'Horn was muted by the switch' },
        metadata,
      }));
  }

  private incident(statusChanges: number) {
    const incidentId = newId();
    if (this.reportSequence % 10 === 0) this.firstIncidentOfBlock = incidentId;
    const streamId = incidentStreamId(incidentId);
    this.reportSequence += 1;
    const sequence = this.reportSequence;
    const reporter = this.staff[sequence % this.staff.length]!;
    // One report in ten comes with a photo the reporter uploaded just before sending it.
    const photo = sequence % 10 === 3 ? this.stagedPhoto(reporter, sequence) : null;
    this.run(incidentDecider, streamId, reporter, (metadata) => ({
      type: 'ReportIncident' as const,
      data: {
        incidentId,
        reportNumber: formatReportNumber(Number(metadata.today.slice(0, 4)), sequence),
        report: {
          ...parsedReport,
          date: metadata.today,
          location: `Site ${sequence % 97}, bay ${sequence % 13}`,
          severity: (['Low', 'Medium', 'High', 'Critical'] as const)[sequence % 4]!,
        },
        people: recordedPeople({
          employeeName: reporter.userName,
          reporterName: reporter.userName,
          reporterDepartment: (['Logistics', 'Maintenance', 'Production', 'Office'] as const)[sequence % 4]!,
        }),
        ...(photo ? { attachments: [photo] } : {}),
      },
      metadata,
    }));
    if (photo)
      this.run(attachmentDecider, attachmentStreamId(photo.attachmentId), reporter, (metadata) => ({
        type: 'AttachAttachment' as const,
        data: { attachmentId: photo.attachmentId, incidentId },
        metadata,
      }));
    // One report in five is an injury the safety team records (first aid beyond: other recordable).
    if (sequence % 5 === 0)
      this.run(recordkeepingDecider, recordkeepingStreamId(incidentId), this.admin, (metadata) => ({
        type: 'DecideRecordkeeping' as const,
        data: { incidentId, injuryDate: metadata.today, decision: recordableInjury, reason: null },
        metadata,
      }));
    // One incident in ten gets a corrective action that goes through every step before it closes.
    if (sequence % 10 === 7) this.correctiveAction(incidentId, streamId, reporter);
    // One in ten is investigated to approval: a statement, the whys, a fishbone bone, the risk.
    if (sequence % 10 === 3) this.investigation(incidentId, reporter);
    // One report in twenty-five was an in-patient hospitalization, reported to OSHA (1904.39).
    if (sequence % 25 === 0)
      this.run(oshaReportDecider, oshaReportStreamId(incidentId), this.admin, (metadata) => ({
        type: 'RecordOshaReport' as const,
        data: {
          incidentId,
          referenceNumber: `OSHA-${sequence}`,
          reportedAt: metadata.now,
          reportedBy: 'Dana Admin',
        },
        metadata,
      }));
    const path: IncidentStatus[] = ['under-review', 'investigating', 'resolved', 'closed'];
    for (const status of path.slice(0, statusChanges))
      this.run(incidentDecider, streamId, this.admin, (metadata) => ({
        type: 'ChangeIncidentStatus' as const,
        data: { status, note: status === 'resolved' || status === 'closed' ? 'Barrier fitted.' : null },
        metadata,
      }));
  }

  private stagedPhoto(uploader: Actor, sequence: number) {
    const ref = {
      attachmentId: newId(),
      sha256: sequence.toString(16).padStart(64, '0'),
      thumbnailSha256: (sequence + 1).toString(16).padStart(64, '0'),
      contentType: 'image/jpeg' as const,
      size: 48_213,
      name: `IMG_${sequence}.jpg`,
    };
    this.run(attachmentDecider, attachmentStreamId(ref.attachmentId), uploader, (metadata) => ({
      type: 'StageAttachment' as const,
      data: { ref },
      metadata,
    }));
    return ref;
  }

  private correctiveAction(incidentId: string, incidentStream: string, owner: Actor) {
    const actionId = newId();
    const streamId = correctiveActionStreamId(actionId);
    const nextYear = (today: string) => `${Number(today.slice(0, 4)) + 1}-01-15`;
    this.run(correctiveActionDecider, streamId, this.admin, (metadata) => ({
      type: 'RaiseCorrectiveAction' as const,
      data: {
        actionId,
        title: 'Fit a fixed guard',
        description: 'The blade was reachable from the feed side.',
        controlLevel: 'engineering' as const,
        owner: { id: owner.userId, name: owner.userName },
        dueDate: metadata.today,
        priority: 'high' as const,
        establishmentId: null,
        source: { kind: 'incident' as const, incidentId },
        incidentReportNumber: (this.heads.get(incidentStream)!.state as { reportNumber: string })
          .reportNumber,
      },
      metadata,
    }));
    this.run(incidentDecider, incidentStream, this.admin, (metadata) => ({
      type: 'LinkCorrectiveAction' as const,
      data: { actionId, title: 'Fit a fixed guard' },
      metadata,
    }));
    const step = (actor: Actor, command: (today: string) => { type: string; data: object }) =>
      this.run(
        correctiveActionDecider,
        streamId,
        actor,
        (metadata) =>
          ({
            ...command(metadata.today),
            metadata,
          }) as Parameters<typeof correctiveActionDecider.decide>[0],
      );
    const successor = this.staff[0]!;
    step(owner, () => ({ type: 'StartCorrectiveAction', data: {} }));
    step(this.admin, (today) => ({
      type: 'ChangeCorrectiveActionDueDate',
      data: { dueDate: nextYear(today) },
    }));
    step(owner, () => ({
      type: 'AddCorrectiveActionPhoto',
      data: {
        file: {
          sha256: actionId.replaceAll('-', '').padEnd(64, '0'),
          size: 70,
          mediaType: 'image/png',
          fileType: 'png',
          originalName: 'guard.png',
        },
      },
    }));
    step(owner, () => ({ type: 'CompleteCorrectiveAction', data: { note: 'Guard fitted.' } }));
    step(this.admin, () => ({ type: 'ReopenCorrectiveAction', data: { reason: 'Guard rattles loose.' } }));
    step(this.admin, () => ({
      type: 'ReassignCorrectiveAction',
      data: { owner: { id: successor.userId, name: successor.userName } },
    }));
    step(successor, () => ({ type: 'CompleteCorrectiveAction', data: { note: 'Guard bolted.' } }));
    step(this.admin, () => ({ type: 'VerifyCorrectiveAction', data: { note: 'Checked on site.' } }));
  }

  private investigation(incidentId: string, lead: Actor) {
    const streamId = investigationStreamId(incidentId);
    const step = (actor: Actor, type: string, data: (today: string) => object) =>
      this.run(
        investigationDecider,
        streamId,
        actor,
        (metadata) =>
          ({ type, data: data(metadata.today), metadata }) as Parameters<
            typeof investigationDecider.decide
          >[0],
      );
    const witness = this.staff[1]!;
    const why = newId();
    step(this.admin, 'StartInvestigation', () => ({
      incidentId,
      lead: { id: lead.userId, name: lead.userName },
      members: [{ id: witness.userId, name: witness.userName }],
      incident: { type: 'injury', severity: 'Medium', recordable: false, reportableToOsha: false },
    }));
    step(lead, 'RecordWitnessStatement', (today) => ({
      statementId: newId(),
      witness: { kind: 'employee', employeeId: witness.userId, name: witness.userName, organisation: null },
      text: 'The guard was off during cleaning.',
      takenAt: `${today}T09:30`,
    }));
    step(lead, 'AddInvestigationTimelineEntry', (today) => ({
      entryId: newId(),
      happenedAt: `${today}T08:15`,
      text: 'Guard removed for cleaning',
    }));
    step(lead, 'AddInvestigationCause', () => ({
      causeId: why,
      analysis: 'five-whys',
      parentId: null,
      category: null,
      text: 'The guard was off',
      level: 'immediate',
    }));
    step(lead, 'AddInvestigationCause', () => ({
      causeId: newId(),
      analysis: 'five-whys',
      parentId: why,
      category: null,
      text: 'No lockout step in the cleaning procedure',
      level: 'root',
    }));
    step(lead, 'AddInvestigationCause', () => ({
      causeId: newId(),
      analysis: 'fishbone',
      parentId: null,
      category: 'equipment',
      text: 'No interlock on the guard',
      level: 'contributing',
    }));
    step(lead, 'RateInvestigationRisk', () => ({ stage: 'before', severity: 4, likelihood: 3, note: '' }));
    step(lead, 'RateInvestigationRisk', () => ({ stage: 'after', severity: 4, likelihood: 1, note: '' }));
    step(lead, 'SubmitInvestigation', () => ({ summary: 'Cleaning needs a lockout step.' }));
    step(this.admin, 'ApproveInvestigation', () => ({ note: 'Causes found.' }));
  }

  private document(signatures: number) {
    const documentId = newId();
    const streamId = documentStreamId(documentId);
    this.run(documentDecider, streamId, this.admin, (metadata) => ({
      type: 'UploadDocument' as const,
      data: {
        documentId,
        name: `Lockout procedure ${documentId.slice(-6)}`,
        category: 'Procedures' as const,
        file: {
          sha256: documentId.replaceAll('-', '').padEnd(64, '0'),
          size: 48_213,
          mediaType: 'application/pdf',
          fileType: 'pdf',
          originalName: 'lockout.pdf',
        },
      },
      metadata,
    }));
    this.run(documentDecider, streamId, this.admin, (metadata) => ({
      type: 'SetSignatureRequirement' as const,
      data: {
        requiresSignature: true,
        deadline: daysAfter(metadata.today, 180),
        instructions: 'Read before the next shift.',
        departments: [],
        roles: [],
      },
      metadata,
    }));
    for (const signer of this.staff.slice(-signatures))
      this.run(documentDecider, streamId, signer, (metadata) => ({
        type: 'SignDocument' as const,
        data: {
          signatureId: newId(),
          signatureImage: SIGNATURE,
          acknowledged: true,
          expectedVersion: 1,
          timeZone: 'America/Chicago',
        },
        metadata,
      }));
  }

  private training(enrolments: number, completions: number) {
    const trainingId = newId();
    const streamId = trainingStreamId(trainingId);
    this.run(trainingDecider, streamId, this.admin, (metadata) => ({
      type: 'CreateTraining' as const,
      data: {
        trainingId,
        title: 'Forklift refresher',
        description: 'Safe loading, turning and parking.',
        type: 'online' as const,
        date: null,
        time: null,
        location: null,
        duration: '2 hours',
        maxAttendees: null,
      },
      metadata,
    }));
    const attendees = this.staff.slice(-enrolments);
    for (const attendee of attendees)
      this.run(trainingDecider, streamId, attendee, (metadata) => ({
        type: 'EnrollInTraining' as const,
        data: { userId: attendee.userId, userName: attendee.userName },
        metadata,
      }));
    for (const attendee of attendees.slice(0, completions))
      this.run(trainingDecider, streamId, this.admin, (metadata) => ({
        type: 'CompleteTraining' as const,
        data: { userId: attendee.userId, completedOn: metadata.today },
        metadata,
      }));
    this.lastTrainingId = trainingId;
  }

  /** Two outside certificates for the last course, recorded by their holders: one accepted, one rejected. */
  private certificates() {
    for (const [index, holder] of this.staff.slice(-2).entries()) {
      const certificateId = newId();
      const streamId = trainingCertificateStreamId(certificateId);
      this.run(trainingCertificateDecider, streamId, holder, (metadata) => ({
        type: 'SubmitTrainingCertificate' as const,
        data: {
          certificateId,
          trainingId: this.lastTrainingId,
          userId: holder.userId,
          issuer: 'Gulf Safety Council',
          certificateNumber: `GSC-${index}`,
          issuedOn: daysAfter(metadata.today, -30),
          expiresOn: null,
          file: {
            sha256: 'a'.repeat(64),
            size: 1024,
            mediaType: 'application/pdf',
            fileType: 'pdf',
            originalName: 'card.pdf',
          },
          course: { title: 'Forklift refresher' },
        },
        metadata,
      }));
      const review: TrainingCertificateCommand['type'] =
        index === 0 ? 'AcceptTrainingCertificate' : 'RejectTrainingCertificate';
      this.run(trainingCertificateDecider, streamId, this.admin, (metadata): TrainingCertificateCommand =>
        review === 'AcceptTrainingCertificate'
          ? { type: review, data: {}, metadata }
          : { type: 'RejectTrainingCertificate', data: { reason: 'The scan is unreadable.' }, metadata },
      );
    }
  }

  private work() {
    const trainingId = this.lastTrainingId;
    for (const employee of this.staff.slice(-2)) {
      const assignmentId = newId();
      this.run(assignmentDecider, trainingAssignmentStreamId(assignmentId), this.admin, (metadata) => ({
        type: 'AssignTraining' as const,
        data: {
          assignmentId,
          employeeId: employee.userId,
          trainingId,
          trainingTitle: 'Forklift refresher',
          dueDate: daysAfter(metadata.today, 120),
          notes: null,
        },
        metadata,
      }));
    }
    const employee = this.staff.at(-3)!;
    const assignmentId = newId();
    this.run(assignmentDecider, documentAssignmentStreamId(assignmentId), this.admin, (metadata) => ({
      type: 'AssignDocument' as const,
      data: {
        assignmentId,
        employeeId: employee.userId,
        documentId: newId(),
        documentName: 'Lockout procedure',
        action: 'sign' as const,
        dueDate: daysAfter(metadata.today, 120),
        instructions: null,
      },
      metadata,
    }));
    const taskId = newId();
    this.run(taskDecider, taskStreamId(taskId), this.admin, (metadata) => ({
      type: 'AssignTask' as const,
      data: {
        taskId,
        employeeId: employee.userId,
        title: 'Inspect fire extinguishers',
        description: 'Check pressure and seals on the ground floor.',
        taskType: 'inspection' as const,
        priority: 'medium' as const,
        dueDate: daysAfter(metadata.today, 60),
      },
      metadata,
    }));
    for (const status of ['in_progress', 'completed'] as const)
      this.run(taskDecider, taskStreamId(taskId), employee, (metadata) => ({
        type: 'ChangeTaskStatus' as const,
        data: { status },
        metadata,
      }));
  }

  /** The week's notice (edited, dismissed, withdrawn), a course video, and what reached the safety team. */
  private reach() {
    const noticeId = newId();
    const notice = noticeStreamId(noticeId);
    const details = (now: string, title: string) => ({
      type: 'warning' as const,
      title,
      message: 'The north gate is closed for resurfacing; use the east gate.',
      link: { url: '/documents', text: 'Site map' },
      shownFrom: now,
      shownUntil: new Date(Date.parse(now) + 7 * 86_400_000).toISOString(),
      audience: ['IPSI' as const, 'TODCO' as const],
      posterCompany: 'IPSI' as const,
    });
    this.run(noticeDecider, notice, this.admin, (metadata) => ({
      type: 'PostNotice' as const,
      data: { noticeId, ...details(metadata.now, 'North gate closed') },
      metadata,
    }));
    this.run(noticeDecider, notice, this.admin, (metadata) => ({
      type: 'EditNotice' as const,
      data: details(metadata.now, 'North gate closed this week'),
      metadata,
    }));
    // Dismissals are a stream per person: this block's newest employee has none yet.
    const reader = this.staff.at(-1)!;
    this.run(noticeDismissalDecider, noticeDismissalsStreamId(reader.userId), reader, (metadata) => ({
      type: 'DismissNotice' as const,
      data: { noticeId, userId: reader.userId },
      metadata,
    }));
    this.run(noticeDecider, notice, this.admin, (metadata) => ({
      type: 'WithdrawNotice' as const,
      data: {},
      metadata,
    }));
    // The site's contacts, once: their one stream would otherwise go on from block to block.
    if (this.blocks === 1)
      this.run(safetyContactsDecider, SAFETY_CONTACTS_STREAM, this.admin, (metadata) => ({
        type: 'ChangeSafetyContacts' as const,
        data: { safetyHotline: '1-800-555-0147', safetyEmail: 'safety@ipsi.example' },
        metadata,
      }));
    for (const [index, title] of ['Forklift turning', 'Forklift parking'].entries()) {
      const videoId = newId();
      this.run(trainingVideoDecider, trainingVideoStreamId(videoId), this.admin, (metadata) => ({
        type: 'AddTrainingVideo' as const,
        data: {
          videoId,
          trainingId: this.lastTrainingId,
          title,
          url: `https://videos.example.test/${videoId}`,
        },
        metadata,
      }));
      if (index === 1)
        this.run(trainingVideoDecider, trainingVideoStreamId(videoId), this.admin, (metadata) => ({
          type: 'RemoveTrainingVideo' as const,
          data: {},
          metadata,
        }));
    }
    this.safetyInbox();
  }

  /** A message resolved and a compliance issue dismissed, each after review. */
  private safetyInbox() {
    const sender = this.staff.at(-2)!;
    const triager = { company: null };
    const message = safetyInboxStreamId(newId());
    const issue = safetyInboxStreamId(newId());
    this.run(safetyInboxDecider, message, sender, (metadata) => ({
      type: 'SendSafetyMessage' as const,
      data: {
        itemId: message.slice('safetyInbox-'.length),
        company: 'IPSI' as const,
        subject: 'Loose handrail',
        message: 'The handrail on stair B moves when you lean on it.',
        aboutReportNumber: null,
      },
      metadata,
    }));
    this.run(safetyInboxDecider, issue, sender, (metadata) => ({
      type: 'ReportComplianceIssue' as const,
      data: {
        itemId: issue.slice('safetyInbox-'.length),
        company: 'IPSI' as const,
        category: 'training' as const,
        description: 'Night shift has not had the forklift refresher.',
        department: 'Logistics',
        location: null,
      },
      metadata,
    }));
    for (const streamId of [message, issue])
      this.run(safetyInboxDecider, streamId, this.admin, (metadata) => ({
        type: 'StartSafetyInboxReview' as const,
        data: triager,
        metadata,
      }));
    this.run(safetyInboxDecider, message, this.admin, (metadata) => ({
      type: 'ResolveSafetyInboxItem' as const,
      data: { ...triager, note: 'Handrail bolted.' },
      metadata,
    }));
    this.run(safetyInboxDecider, issue, this.admin, (metadata) => ({
      type: 'DismissSafetyInboxItem' as const,
      data: { ...triager, reason: 'Booked for next month already.' },
      metadata,
    }));
  }

  private auditVerification() {
    const events = this.loggedEvents + this.rows.length;
    const { now } = this.tick();
    this.single(auditVerificationStreamId, 'AuditChainVerified', 'VerifyAuditChain', {
      verifiedAt: now,
      ok: true,
      events,
      streams: Math.round(events / 4),
      firstBreak: null,
      trigger: 'admin' as const,
      verifiedBy: this.admin.userId,
    });
  }

  /** An administrator erases the people of an old report under the retention rule (no personal data). */
  private retentionErasure(incidentId: string) {
    const { now } = this.tick();
    this.single(retentionErasureStreamId(incidentId), 'RetentionErasureDone', 'EraseRetention', {
      by: this.admin.userId,
      byName: this.admin.userName,
      at: now,
      incidentId,
      reason: 'Past the retention period.',
      subjects: [],
    });
  }

  /** One event by the administrator, appended at its stream's head with the hash the store would give it. */
  private single(streamId: string, type: string, command: string, data: Record<string, unknown>) {
    const head = this.heads.get(streamId) ?? { version: 0, hash: GENESIS, state: null };
    const { now } = this.tick();
    const metadata: EventMetadata = {
      userId: this.admin.userId,
      userName: this.admin.userName,
      role: 'admin',
      command,
      correlationId: newId(),
      causationId: null,
      requestId: null,
      clientIp: '127.0.0.1',
    };
    const [dataJson, metadataJson] = [canonicalJson(data), canonicalJson(metadata)];
    const fields = { streamId, eventId: newId(), type, schemaVersion: 1, recordedAt: now };
    const hash = eventHash(head.hash, fields, dataJson, metadataJson);
    const version = head.version + 1;
    this.rows.push({
      ...fields,
      data,
      metadata,
      dataJson,
      metadataJson,
      streamType: streamCategory(streamId),
      streamVersion: version,
      hash,
      prevHash: head.hash,
    });
    this.heads.set(streamId, { version, hash, state: null });
  }
}
