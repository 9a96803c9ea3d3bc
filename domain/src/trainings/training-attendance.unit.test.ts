import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState, type TrainingCommand } from './training.decider.ts';
import type { TrainingEvent } from './training.events.ts';

const now = '2026-12-01T16:00:00.000Z';
const as = (userId: string, role = 'employee'): CommandMetadata => ({
  now,
  today: '2026-12-01',
  userId,
  userName: userId,
  role,
});
const officer = as('officer-1', 'safety-officer');
const created = (type: 'inperson' | 'online', date: string | null): TrainingEvent => ({
  type: 'TrainingCreated',
  data: {
    trainingId: 't-1',
    title: 'Forklift Operation',
    description: '',
    type,
    date,
    time: date === null ? null : '09:30',
    location: null,
    duration: '3 hours',
    maxAttendees: 2,
    createdAt: '2026-10-01T08:00:00.000Z',
  },
});
const enrolled = (userId: string): TrainingEvent => ({
  type: 'TrainingEnrollmentAccepted',
  data: { userId, userName: userId, enrolledBy: userId, enrolledAt: '2026-11-01T08:00:00.000Z' },
});
const waitlisted: TrainingEvent = {
  type: 'TrainingWaitlisted',
  data: { userId: 'c', userName: 'c', waitlistedBy: 'c', waitlistedAt: '2026-11-02T08:00:00.000Z' },
};
const mark = (
  attendance: { userId: string; present: boolean }[],
  siteNow = '2026-12-01T10:00',
  metadata = officer,
): TrainingCommand => ({ type: 'MarkAttendance', data: { attendance, siteNow }, metadata });
const session = [created('inperson', '2026-12-01'), enrolled('a'), enrolled('b'), waitlisted];
const decideOn = (history: TrainingEvent[], command: TrainingCommand) =>
  decide(command, history.reduce(evolve, initialState));
const completion = (userId: string): TrainingEvent => ({
  type: 'TrainingCompleted',
  data: { userId, completedOn: '2026-12-01', recordedBy: 'officer-1', recordedAt: now },
});
const absence = (userId: string): TrainingEvent => ({
  type: 'TrainingAbsenceRecorded',
  data: { userId, sessionDate: '2026-12-01', recordedBy: 'officer-1', recordedAt: now },
});
const refusal = (code: string, fields: string[]) => expect.objectContaining({ code, fields });

describe('given an in-person session with two registered and one waiting', () => {
  it('when the safety officer marks one present and one absent after the start, then the present one completes it on the session day and the absence is recorded', () => {
    const events = decideOn(
      session,
      mark([
        { userId: 'a', present: true },
        { userId: 'b', present: false },
      ]),
    );
    expect(events).toEqual([completion('a'), absence('b')]);
  });

  it('when attendance is marked before the session starts, then it is refused and nothing is recorded', () => {
    expect(() => decideOn(session, mark([{ userId: 'a', present: true }], '2026-12-01T09:29'))).toThrow(
      refusal('SessionNotStarted', ['trainingId']),
    );
  });

  it('when someone waitlisted or unknown is on the sheet, then each such line is named', () => {
    const command = mark([
      { userId: 'a', present: true },
      { userId: 'c', present: true },
      { userId: 'z', present: false },
    ]);
    expect(() => decideOn(session, command)).toThrow(
      refusal('AttendeeNotRegistered', ['attendance.1.userId', 'attendance.2.userId']),
    );
  });

  it('when the same person is listed twice, then the second line is named', () => {
    const command = mark([
      { userId: 'a', present: true },
      { userId: 'a', present: false },
    ]);
    expect(() => decideOn(session, command)).toThrow(
      refusal('AttendeeNotRegistered', ['attendance.1.userId']),
    );
  });

  it('when an employee marks the sheet, then it is refused', () => {
    expect(() => decideOn(session, mark([{ userId: 'a', present: true }], undefined, as('a')))).toThrow(
      refusal('NotAllowed', []),
    );
  });
});

describe('given a sheet already marked', () => {
  const marked = [...session, completion('a'), absence('b')];

  it('when the same marks are saved again, then nothing new is recorded', () => {
    expect(
      decideOn(
        marked,
        mark([
          { userId: 'a', present: true },
          { userId: 'b', present: false },
        ]),
      ),
    ).toEqual([]);
  });

  it('when an absent person is corrected to present, then their completion is recorded', () => {
    expect(decideOn(marked, mark([{ userId: 'b', present: true }]))).toEqual([completion('b')]);
  });

  it('when a completed person is marked absent, then it is refused naming the line: the completion stands', () => {
    expect(() => decideOn(marked, mark([{ userId: 'a', present: false }]))).toThrow(
      refusal('AttendanceAlreadyCompleted', ['attendance.0.present']),
    );
  });
});

describe('given courses without a session', () => {
  it.each([
    ['an online course', created('online', '2026-12-01')],
    ['a self-paced in-person course', created('inperson', null)],
  ])('when attendance is marked on %s, then it is refused: there is no sheet', (_, course) => {
    expect(() => decideOn([course, enrolled('a')], mark([{ userId: 'a', present: true }]))).toThrow(
      refusal('NoAttendanceSheet', ['trainingId']),
    );
  });
});
