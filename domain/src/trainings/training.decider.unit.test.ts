import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState, type TrainingCommand } from './training.decider.ts';
import type { TrainingEvent } from './training.events.ts';

const today = '2026-11-22';
const as = (userId: string, role: string): CommandMetadata => ({
  now: `${today}T09:00:00.000Z`,
  today,
  userId,
  userName: userId,
  role,
});
const created = (
  type: 'online' | 'inperson',
  date: string | null,
  maxAttendees: number | null = null,
): TrainingEvent => ({
  type: 'TrainingCreated',
  data: {
    trainingId: 't-1',
    title: 'Forklift Safety',
    description: '',
    type,
    date,
    time: null,
    location: null,
    duration: '2 hours',
    maxAttendees,
    createdAt: '2026-10-01T08:00:00.000Z',
  },
});
const enrolled = (userId: string): TrainingEvent => ({
  type: 'TrainingEnrollmentAccepted',
  data: { userId, userName: userId, enrolledBy: userId, enrolledAt: '2026-10-02T08:00:00.000Z' },
});
const complete = (userId: string, completedOn: string, metadata: CommandMetadata): TrainingCommand => ({
  type: 'CompleteTraining',
  data: { userId, completedOn },
  metadata,
});
const when = (events: TrainingEvent[], command: TrainingCommand) =>
  decide(command, events.reduce(evolve, initialState));
const refusal = (code: string, fields: string[]) => expect.objectContaining({ code, fields });

describe('given a session held on 2026-11-10', () => {
  const session = [created('inperson', '2026-11-10'), enrolled('e-1')];

  it('when an administrator records a completion on the session day, then it is recorded', () => {
    expect(when(session, complete('e-1', '2026-11-10', as('a-1', 'admin')))).toEqual([
      {
        type: 'TrainingCompleted',
        data: {
          userId: 'e-1',
          completedOn: '2026-11-10',
          recordedBy: 'a-1',
          recordedAt: `${today}T09:00:00.000Z`,
        },
      },
    ]);
  });
  it('when the completion date is before the session, then it is refused naming completedOn', () => {
    expect(() => when(session, complete('e-1', '2026-11-09', as('a-1', 'admin')))).toThrowError(
      refusal('DateOutOfRange', ['completedOn']),
    );
  });
  it('when the completion date is tomorrow, then it is refused naming completedOn', () => {
    expect(() => when(session, complete('e-1', '2026-11-23', as('a-1', 'admin')))).toThrowError(
      refusal('DateOutOfRange', ['completedOn']),
    );
  });
  it('when an employee records their own completion, then it is refused', () => {
    expect(() => when(session, complete('e-1', today, as('e-1', 'employee')))).toThrowError(
      expect.objectContaining({ code: 'NotAllowed' }),
    );
  });
});

describe('given an online course an employee registered for', () => {
  const course = [created('online', null), enrolled('e-1')];

  it('when the employee finishes it today, then the completion is recorded for today', () => {
    expect(when(course, complete('e-1', today, as('e-1', 'employee')))[0]).toMatchObject({
      data: { userId: 'e-1', completedOn: today },
    });
  });
  it('when the employee backdates the completion, then it is refused', () => {
    expect(() => when(course, complete('e-1', '2026-11-01', as('e-1', 'employee')))).toThrowError(
      refusal('NotAllowed', ['completedOn']),
    );
  });
  it('when the employee completes it for a colleague, then it is refused', () => {
    expect(() =>
      when([...course, enrolled('e-2')], complete('e-2', today, as('e-1', 'employee'))),
    ).toThrowError(expect.objectContaining({ code: 'NotAllowed' }));
  });
  it('when an administrator backdates a completion, then it is recorded', () => {
    expect(when(course, complete('e-1', '2026-11-01', as('a-1', 'admin')))[0]).toMatchObject({
      data: { completedOn: '2026-11-01' },
    });
  });
});

const enroll = (userId: string): TrainingCommand => ({
  type: 'EnrollInTraining',
  data: { userId, userName: userId },
  metadata: as(userId, 'employee'),
});
describe('given a session with one seat, taken by e-1', () => {
  const fullClass = [created('inperson', '2026-12-01', 1), enrolled('e-1')];

  it('when another employee registers, then they are put on the waitlist, not given a seat', () => {
    expect(when(fullClass, enroll('e-2'))).toEqual([
      {
        type: 'TrainingWaitlisted',
        data: { userId: 'e-2', userName: 'e-2', waitlistedBy: 'e-2', waitlistedAt: `${today}T09:00:00.000Z` },
      },
    ]);
  });
  it('when e-1 registers a second time, then it is refused as already registered', () => {
    expect(() => when(fullClass, enroll('e-1'))).toThrowError(
      expect.objectContaining({
        code: 'AlreadyEnrolled',
        message: 'You are already registered for this training.',
      }),
    );
  });
});

describe('given a session whose completion for e-1 is recorded', () => {
  const done = [
    created('inperson', '2026-11-10'),
    enrolled('e-1'),
    {
      type: 'TrainingCompleted',
      data: {
        userId: 'e-1',
        completedOn: '2026-11-10',
        recordedBy: 'a-1',
        recordedAt: '2026-11-10T16:00:00.000Z',
      },
    } satisfies TrainingEvent,
  ];

  it('when the completion is recorded again, then nothing more is recorded', () => {
    expect(when(done, complete('e-1', '2026-11-10', as('a-1', 'admin')))).toEqual([]);
  });
});

describe('given an online course e-1 never registered for', () => {
  it('when e-1 completes it, then it is refused: register first', () => {
    expect(() => when([created('online', null)], complete('e-1', today, as('e-1', 'employee')))).toThrowError(
      refusal('NotEnrolled', ['trainingId']),
    );
  });
});
