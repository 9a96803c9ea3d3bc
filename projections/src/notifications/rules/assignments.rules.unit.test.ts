import { describe, expect, it } from 'vitest';
import { correctiveActionAssigned } from './corrective-actions.rules.ts';
import { inspectionAssigned } from './inspections.rules.ts';
import { fakeContext, person, stored } from './rule-test-context.ts';
import { certificateReviewed, trainingRegistered } from './trainings.rules.ts';
import { workAssigned } from './work.rules.ts';

const people = [person('ann', 'employee'), person('bob', 'supervisor'), person('cy', 'supervisor')];
const ctx = fakeContext(people, {
  trainings: [{ title: 'Forklift Safety', date: '2026-12-03', time: '09:00', location: 'Room 2' }],
  corrective_actions: [{ title: 'Fix the guard rail', due_date: '2026-12-10' }],
  inspection_schedules: [{ title: 'Fire exits', establishment: 'Plant 1' }],
  training_certificates: [{ user_id: 'ann', training_title: 'Forklift Operator Evaluation' }],
});
const told = async (rule: typeof workAssigned, event: ReturnType<typeof stored>) =>
  ((await rule.react(event, ctx)).notify ?? []).map((d) => [d.recipientId, d.kind, d.link, d.title]);

describe('work given to someone', () => {
  it('tells the employee of a task, a training, a document and a requested file', async () => {
    expect(
      await told(
        workAssigned,
        stored('TaskAssigned', 'task-t1', {
          taskId: 't1',
          employeeId: 'ann',
          title: 'Check extinguishers',
          dueDate: null,
        }),
      ),
    ).toEqual([['ann', 'assignment', '/my-work', 'New task: Check extinguishers']]);
    expect(
      await told(
        workAssigned,
        stored('DocumentAssigned', 'documentAssignment-a1', {
          employeeId: 'ann',
          documentId: 'd1',
          documentName: 'Policy',
          action: 'sign',
          dueDate: '2026-12-01',
        }),
      ),
    ).toEqual([['ann', 'document-signature', '/documents/d1', 'Please read and sign "Policy"']]);
    expect(
      await told(
        workAssigned,
        stored('TrainingAssigned', 'trainingAssignment-a2', {
          assignmentId: 'a2',
          employeeId: 'ann',
          trainingTitle: 'First aid',
          dueDate: '2026-12-01',
        }),
      ),
    ).toEqual([['ann', 'assignment', '/my-work', 'Training assigned: First aid']]);
  });

  it('does not name a requested medical record', async () => {
    const event = stored('EmployeeFileRequired', 'employeeFile-f1', {
      requirementId: 'f1',
      employeeId: 'ann',
      fileName: 'Audiogram results',
      fileType: 'medical-record',
      dueDate: null,
    });
    expect(await told(workAssigned, event)).toEqual([
      ['ann', 'assignment', '/my-work', 'A file is requested of you'],
    ]);
  });

  it('tells the owner of a corrective action raised or handed over', async () => {
    const raised = stored('CorrectiveActionRaised', 'correctiveAction-c1', {
      ownerId: 'ann',
      title: 'Fix the guard rail',
      dueDate: '2026-12-10',
    });
    const handed = stored('CorrectiveActionReassigned', 'correctiveAction-c1', { ownerId: 'bob' });
    expect(await told(correctiveActionAssigned, raised)).toEqual([
      ['ann', 'assignment', '/actions/c1', 'Corrective action assigned to you: Fix the guard rail'],
    ]);
    expect((await told(correctiveActionAssigned, handed)).map((row) => row[0])).toEqual(['bob']);
  });

  it('tells the assignee of an inspection, or everyone holding the role it is given to', async () => {
    const toRole = stored('InspectionScheduled', 'inspectionSchedule-s1', {
      frequency: 'weekly',
      area: null,
      assignee: { employeeId: null, role: 'supervisor' },
    });
    expect(await told(inspectionAssigned, toRole)).toEqual([
      ['bob', 'assignment', '/inspections', 'Inspection assigned: Fire exits at Plant 1'],
      ['cy', 'assignment', '/inspections', 'Inspection assigned: Fire exits at Plant 1'],
    ]);
  });

  it('tells the employee their seat is confirmed, or came free from the waitlist', async () => {
    const seat = (fromWaitlist: boolean) =>
      stored('TrainingEnrollmentAccepted', 'training-x1', { userId: 'ann', fromWaitlist }, 'bob');
    expect(await told(trainingRegistered, seat(false))).toEqual([
      ['ann', 'training', '/training', 'You are registered for Forklift Safety'],
    ]);
    expect((await told(trainingRegistered, seat(true)))[0]?.[3]).toBe(
      'A seat opened: you are registered for Forklift Safety',
    );
    expect((await trainingRegistered.react(seat(false), ctx)).notify?.[0]?.body).toBe(
      'On Dec 3, 2026 at 09:00, Room 2.',
    );
  });
});

describe('a certificate reviewed', () => {
  it('tells its holder whether it was accepted or rejected, never the reason', async () => {
    expect(
      await told(
        certificateReviewed,
        stored('TrainingCertificateAccepted', 'trainingCertificate-c1', { userId: 'ann' }, 'bob'),
      ),
    ).toEqual([
      [
        'ann',
        'training',
        '/training/certificates',
        'Your certificate for Forklift Operator Evaluation was accepted',
      ],
    ]);
    const rejected = await certificateReviewed.react(
      stored(
        'TrainingCertificateRejected',
        'trainingCertificate-c1',
        { reason: 'Blurred: the date of birth' },
        'bob',
      ),
      ctx,
    );
    expect(rejected.notify?.map((d) => [d.recipientId, d.title])).toEqual([
      ['ann', 'Your certificate for Forklift Operator Evaluation was rejected'],
    ]);
    expect(JSON.stringify(rejected.notify)).not.toContain('Blurred');
  });
});
