import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventRule, RuleOutcome } from '../rule.ts';
import { dueTomorrowTimerRule, overdueTimerRule, type Deadline } from './deadline-timers.ts';
import { signatureDeadlineRule, trainingDayBeforeRule } from './document-training-reminders.rules.ts';
import { oshaRecordingClockRule, oshaYearlyClocksRule, severeEventOf } from './osha-deadlines.rules.ts';
import { mondaySessionCreated, storedEvent, testPerson, testRuleContext } from './rule-test-support.ts';
import {
  correctiveActionDeadlineRule,
  inspectionDeadlineRule,
  taskDeadlineRule,
} from './work-deadlines.rules.ts';
import { caseDecision } from '@hs/domain';
import { timedEventRules, timerRules } from './timed-rules.ts';

const CHICAGO = 'America/Chicago';
const boss = testPerson('Sam Boss', 'supervisor');
const worker = testPerson('Wendy Worker', 'employee', boss.id);
const people = [boss, worker, { ...testPerson('Gone Person', 'employee', boss.id), isActive: false }];

const react = (rule: EventRule, streamId: string, type: string, data: object, at: string) => {
  const event = storedEvent(streamId, type, data, at);
  expect(rule.handles(event)).toBe(true);
  return rule.react(event, testRuleContext(null, people, { timeZone: CHICAGO, now: new Date(at) }));
};
/** The scheduled timers as "rule at key-suffix", in time order. */
const scheduled = (outcome: RuleOutcome) =>
  (outcome.schedule ?? []).map((t) => `${t.dueAt.toISOString()} ${t.key.split(':').at(-1)}`).sort();

const task = (dueDate: string | null) => ({
  taskId: randomUUID(),
  employeeId: worker.id,
  title: 'Check extinguishers',
  description: '',
  taskType: 'custom',
  priority: 'medium',
  dueDate,
  assignedBy: null,
  assignedByName: null,
  assignedAt: '2026-03-06T16:00:00.000Z',
});

describe('work with a due date, in America/Chicago', () => {
  it('a task due Monday March 9 (DST starts Sunday) is "due tomorrow" 08:00 CDT Sunday, overdue 08:00 CDT Tuesday', async () => {
    const data = task('2026-03-09');
    const outcome = await react(
      taskDeadlineRule,
      `task-${data.taskId}`,
      'TaskAssigned',
      data,
      data.assignedAt,
    );
    expect(scheduled(outcome)).toEqual([
      '2026-03-08T13:00:00.000Z due-tomorrow',
      '2026-03-10T13:00:00.000Z overdue',
    ]);
    expect(outcome.cancel).toEqual([`deadline:task:${data.taskId}:*`]);
  });

  it('assigned in the evening before its due date it is only told when overdue', async () => {
    const data = task('2026-03-07');
    // 20:00 CST Friday, after Friday's 08:00 reminder moment.
    const outcome = await react(
      taskDeadlineRule,
      `task-${data.taskId}`,
      'TaskAssigned',
      data,
      '2026-03-07T02:00:00.000Z',
    );
    // Overdue at 08:00 Sunday, the first morning of summer time (CDT).
    expect(scheduled(outcome)).toEqual(['2026-03-08T13:00:00.000Z overdue']);
  });

  it('a task without a due date schedules nothing, and completing one cancels its reminders', async () => {
    const data = task(null);
    expect(
      await react(taskDeadlineRule, `task-${data.taskId}`, 'TaskAssigned', data, data.assignedAt),
    ).toEqual({});
    const done = await react(
      taskDeadlineRule,
      `task-${data.taskId}`,
      'TaskStatusChanged',
      { from: 'in_progress', to: 'completed', changedBy: worker.id, changedAt: data.assignedAt },
      data.assignedAt,
    );
    expect(done).toEqual({ cancel: [`deadline:task:${data.taskId}:*`] });
  });

  it('a corrective action due December 31 is overdue at 08:00 CST on New Year’s Day', async () => {
    const actionId = randomUUID();
    const outcome = await react(
      correctiveActionDeadlineRule,
      `correctiveAction-${actionId}`,
      'CorrectiveActionRaised',
      {
        by: boss.id,
        byName: boss.name,
        at: '2026-12-01T15:00:00.000Z',
        actionId,
        title: 'Guard the press',
        description: '',
        controlLevel: 'engineering',
        ownerId: worker.id,
        ownerName: worker.name,
        dueDate: '2026-12-31',
        priority: 'high',
        establishmentId: randomUUID(),
        source: { type: 'manual' },
      },
      '2026-12-01T15:00:00.000Z',
    );
    expect(scheduled(outcome)).toEqual([
      '2026-12-30T14:00:00.000Z due-tomorrow',
      '2027-01-01T14:00:00.000Z overdue',
    ]);
  });
});

describe('inspections started for a scheduled period', () => {
  const started = (occurrence: object | null) => {
    const inspectionId = randomUUID();
    return react(
      inspectionDeadlineRule,
      `inspection-${inspectionId}`,
      'InspectionStarted',
      {
        inspectionId,
        templateId: randomUUID(),
        templateVersion: 1,
        template: { title: 'Forklift check', category: 'equipment', sections: [] },
        establishmentId: randomUUID(),
        establishmentName: 'Plant 1',
        timeZone: 'America/Denver',
        area: 'Dock',
        occurrence,
        inspectorId: worker.id,
        inspectorName: worker.name,
        inspectorDepartment: 'Plant',
        startedAt: '2026-06-01T15:00:00.000Z',
      },
      '2026-06-01T15:00:00.000Z',
    );
  };

  it('is due by the last day of its period, on the establishment’s own clock (Denver)', async () => {
    const outcome = await started({
      scheduleId: randomUUID(),
      periodStart: '2026-06-01',
      periodEnd: '2026-06-07',
    });
    expect(scheduled(outcome)).toEqual([
      '2026-06-06T14:00:00.000Z due-tomorrow',
      '2026-06-08T14:00:00.000Z overdue',
    ]);
  });

  it('an ad hoc inspection has no due date', async () => {
    expect(await started(null)).toEqual({});
  });
});

describe('the reminders of a deadline', () => {
  const deadline: Deadline = {
    subjectType: 'task',
    subjectId: randomUUID(),
    assigneeId: worker.id,
    dueDate: '2026-03-09',
    timeZone: CHICAGO,
    title: 'Check extinguishers',
    link: '/my-work',
  };
  const fire = (rule: typeof overdueTimerRule, assigneeId = worker.id) =>
    rule.fire(
      {
        key: 'k',
        rule: rule.name,
        dueAt: new Date('2026-03-10T13:00:00Z'),
        payload: { ...deadline, assigneeId },
      },
      testRuleContext(null, people, { timeZone: CHICAGO, now: new Date('2026-03-10T13:00:00Z') }),
    );

  it('"due tomorrow" goes to the assignee alone; "overdue" to the assignee and their supervisor', async () => {
    expect((await fire(dueTomorrowTimerRule)).notify?.map((n) => [n.recipientId, n.kind, n.title])).toEqual([
      [worker.id, 'due-soon', 'Due tomorrow: Check extinguishers'],
    ]);
    const overdue = (await fire(overdueTimerRule)).notify ?? [];
    expect(overdue.map((n) => [n.recipientId, n.kind])).toEqual([
      [worker.id, 'overdue'],
      [boss.id, 'overdue'],
    ]);
    expect(overdue[1]?.body).toBe(
      'Check extinguishers, assigned to Wendy Worker, was due Monday, March 9 and is not done.',
    );
  });

  it('a deactivated assignee is not told; their supervisor still is', async () => {
    const gone = people[2]!;
    expect((await fire(overdueTimerRule, gone.id)).notify?.map((n) => n.recipientId)).toEqual([boss.id]);
  });
});

describe('signature deadlines', () => {
  const documentId = randomUUID();
  const requirement = (deadline: string | null, requiresSignature = true) => ({
    documentId,
    requiresSignature,
    deadline,
    instructions: null,
    setBy: null,
    setByName: null,
    setAt: '2026-03-01T15:00:00.000Z',
  });

  it('remind three days before (CST) and on the deadline (CDT) at 08:00 local', async () => {
    const outcome = await react(
      signatureDeadlineRule,
      `document-${documentId}`,
      'DocumentSignatureRequirementSet',
      requirement('2026-03-10'),
      '2026-03-01T15:00:00.000Z',
    );
    expect(scheduled(outcome)).toEqual(['2026-03-07T14:00:00.000Z 3', '2026-03-10T13:00:00.000Z 0']);
    expect(outcome.cancel).toEqual([`signature:${documentId}:*`]);
  });

  it('set two days ahead only the deadline-day reminder remains; removing it cancels all', async () => {
    const late = await react(
      signatureDeadlineRule,
      `document-${documentId}`,
      'DocumentSignatureRequirementSet',
      requirement('2026-03-10'),
      '2026-03-08T15:00:00.000Z',
    );
    expect(scheduled(late)).toEqual(['2026-03-10T13:00:00.000Z 0']);
    const removed = await react(
      signatureDeadlineRule,
      `document-${documentId}`,
      'DocumentSignatureRequirementSet',
      requirement(null, false),
      '2026-03-08T15:00:00.000Z',
    );
    expect(removed).toEqual({ cancel: [`signature:${documentId}:*`] });
  });
});

describe('training sessions', () => {
  it('a session on Monday November 2 is reminded at 08:00 CST on Sunday, after the clocks fell back', async () => {
    const trainingId = randomUUID();
    const outcome = await react(
      trainingDayBeforeRule,
      `training-${trainingId}`,
      'TrainingCreated',
      mondaySessionCreated(trainingId),
      '2026-10-20T15:00:00.000Z',
    );
    expect(scheduled(outcome)).toEqual(['2026-11-01T14:00:00.000Z 2026-11-02']);
  });
});

describe('OSHA clocks', () => {
  it('an injury reported at 23:30 Friday Chicago time (Saturday in UTC) is due by the end of the next Friday, local', async () => {
    const incidentId = randomUUID();
    const outcome = await react(
      oshaRecordingClockRule,
      `incident-${incidentId}`,
      'IncidentReported',
      {
        incidentId,
        reportNumber: 'IR-2026-000042',
        type: 'injury',
        injuryOccurred: true,
        reportedAt: '2026-03-07T05:30:00.000Z',
        establishmentId: null,
      },
      '2026-03-07T05:30:00.000Z',
    );
    // Day zero is Friday March 6; the last day March 13; overdue from 00:00 CDT March 14.
    expect(scheduled(outcome)).toEqual([
      '2026-03-11T13:00:00.000Z before',
      '2026-03-14T05:00:00.000Z missed',
    ]);
  });

  it('a report of something other than an injury starts no recording clock', async () => {
    const incidentId = randomUUID();
    const outcome = await react(
      oshaRecordingClockRule,
      `incident-${incidentId}`,
      'IncidentReported',
      {
        incidentId,
        reportNumber: 'IR-2026-000043',
        type: 'near-miss',
        injuryOccurred: false,
        reportedAt: '2026-03-07T05:30:00.000Z',
      },
      '2026-03-07T05:30:00.000Z',
    );
    expect(outcome).toEqual({});
  });

  it('a recording decision stops the clock', async () => {
    const incidentId = randomUUID();
    const outcome = await react(
      oshaRecordingClockRule,
      `recordkeeping-${incidentId}`,
      'RecordkeepingDecided',
      {
        incidentId,
        decision: caseDecision({}),
        changed: [],
        reason: null,
        decidedBy: null,
        decidedByName: null,
        decidedAt: '2026-03-08T00:00:00Z',
      },
      '2026-03-08T00:00:00.000Z',
    );
    expect(outcome).toEqual({ cancel: [`osha:recording:${incidentId}:*`] });
  });

  it('an establishment created in January gets this year’s 300A and ITA dates; in April, next year’s', async () => {
    const establishment = (at: string) =>
      react(
        oshaYearlyClocksRule,
        `establishment-${randomUUID()}`,
        'EstablishmentCreated',
        { establishmentId: randomUUID(), name: 'Plant 1', timeZone: CHICAGO, createdAt: at },
        at,
      );
    expect(
      (await establishment('2026-01-10T15:00:00.000Z')).schedule
        ?.map(
          (t) =>
            `${t.dueAt.toISOString()} ${t.key.split(':').slice(1, 2).concat(t.key.split(':').slice(3)).join(' ')}`,
        )
        .sort(),
    ).toEqual([
      '2026-01-25T14:00:00.000Z 300a 2026 before',
      '2026-02-01T06:00:00.000Z 300a 2026 missed',
      '2026-02-23T14:00:00.000Z ita 2026 before',
      '2026-03-03T06:00:00.000Z ita 2026 missed',
    ]);
    expect(scheduled(await establishment('2026-04-10T15:00:00.000Z'))).toEqual([
      '2027-01-25T14:00:00.000Z before',
      '2027-02-01T06:00:00.000Z missed',
      '2027-02-23T14:00:00.000Z before',
      '2027-03-03T06:00:00.000Z missed',
    ]);
  });

  it('1904.39 reportable: a work-related death within 30 days, an in-patient stay, an amputation or lost eye', () => {
    const death = caseDecision({ outcome: 'death', dateOfDeath: '2026-03-20', workRelated: true });
    expect(severeEventOf(death, '2026-03-01')).toBe('fatality');
    expect(severeEventOf(death, '2026-02-18')).toBe('fatality');
    expect(severeEventOf(death, '2026-02-17')).toBeNull();
    expect(severeEventOf(caseDecision({ hospitalizedOvernight: true }), '2026-03-01')).toBe(
      'in-patient-hospitalization',
    );
    expect(severeEventOf(caseDecision({ amputationOrLossOfEye: true }), '2026-03-01')).toBe(
      'amputation-or-loss-of-eye',
    );
    expect(
      severeEventOf(
        caseDecision({
          hospitalizedOvernight: true,
          workRelated: false,
          workRelatednessException: 'voluntary-participation',
        } as never),
        '2026-03-01',
      ),
    ).toBeNull();
  });
});

it('every timer a rule schedules has a timer rule of its name to fire it', () => {
  const names = new Set(timerRules.map((r) => r.name));
  expect(names).toEqual(
    new Set([
      'deadline-due-tomorrow',
      'deadline-overdue',
      'signature-deadline',
      'training-day-before',
      'osha-deadline',
      'inspection-period-deadline',
      'qualification-expiry',
    ]),
  );
  expect(new Set(timedEventRules.map((r) => r.name)).size).toBe(timedEventRules.length);
});
