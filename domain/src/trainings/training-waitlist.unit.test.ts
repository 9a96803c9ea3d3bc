import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { decide, evolve, initialState, type TrainingCommand } from './training.decider.ts';
import type { TrainingEvent } from './training.events.ts';

const now = '2026-11-22T09:00:00.000Z';
const as = (userId: string): CommandMetadata => ({
  now,
  today: '2026-11-22',
  userId,
  userName: userId,
  role: 'employee',
});
const session = (maxAttendees: number | null): TrainingEvent => ({
  type: 'TrainingCreated',
  data: {
    trainingId: 't-1',
    title: 'First Aid',
    description: '',
    type: 'inperson',
    date: '2026-12-01',
    time: '09:30',
    location: 'Room 2',
    duration: '3 hours',
    maxAttendees,
    createdAt: '2026-10-01T08:00:00.000Z',
  },
});
const enroll = (userId: string): TrainingCommand => ({
  type: 'EnrollInTraining',
  data: { userId, userName: `Name ${userId}` },
  metadata: as(userId),
});
const withdraw = (userId: string, siteNow = '2026-11-22T10:00'): TrainingCommand => ({
  type: 'WithdrawFromTraining',
  data: { userId, siteNow },
  metadata: as(userId),
});
/** Runs commands one after another, each decided on the events of those before it. */
const run = (first: TrainingEvent, ...commands: TrainingCommand[]): TrainingEvent[] =>
  commands.reduce<TrainingEvent[]>(
    (events, command) => [...events, ...decide(command, events.reduce(evolve, initialState))],
    [first],
  );
const types = (events: TrainingEvent[]) =>
  events.map((e) => `${e.type}:${'userId' in e.data ? e.data.userId : ''}`);
const refusal = (code: string) => expect.objectContaining({ code, fields: ['trainingId'] });

describe('given a session with two seats', () => {
  it('when a third and fourth person register, then they wait in the order they came', () => {
    const events = run(session(2), enroll('a'), enroll('b'), enroll('c'), enroll('d'));
    expect(types(events).slice(1)).toEqual([
      'TrainingEnrollmentAccepted:a',
      'TrainingEnrollmentAccepted:b',
      'TrainingWaitlisted:c',
      'TrainingWaitlisted:d',
    ]);
  });

  it('when a registered person withdraws, then the first on the waitlist takes the seat in the same decision', () => {
    const before = run(session(2), enroll('a'), enroll('b'), enroll('c'), enroll('d'));
    const decided = decide(withdraw('a'), before.reduce(evolve, initialState));
    expect(types(decided)).toEqual(['TrainingRegistrationWithdrawn:a', 'TrainingEnrollmentAccepted:c']);
    expect(decided[1]).toMatchObject({ data: { userName: 'Name c', fromWaitlist: true } });
  });

  it('when the second seat frees later, then the next in line moves up, never someone who left the line', () => {
    const events = run(
      session(2),
      enroll('a'),
      enroll('b'),
      enroll('c'),
      enroll('d'),
      enroll('e'),
      withdraw('d'),
      withdraw('a'),
      withdraw('b'),
    );
    expect(types(events).slice(6)).toEqual([
      'TrainingRegistrationWithdrawn:d',
      'TrainingRegistrationWithdrawn:a',
      'TrainingEnrollmentAccepted:c',
      'TrainingRegistrationWithdrawn:b',
      'TrainingEnrollmentAccepted:e',
    ]);
  });

  it('when someone on the waitlist leaves it, then nobody is promoted', () => {
    const before = run(session(2), enroll('a'), enroll('b'), enroll('c'), enroll('d'));
    expect(types(decide(withdraw('c'), before.reduce(evolve, initialState)))).toEqual([
      'TrainingRegistrationWithdrawn:c',
    ]);
  });

  it('when a waiting person registers again, then it is refused', () => {
    const before = run(session(1), enroll('a'), enroll('b'));
    expect(() => decide(enroll('b'), before.reduce(evolve, initialState))).toThrow(
      refusal('AlreadyEnrolled'),
    );
  });
});

describe('given a session starting on 2026-12-01 at 09:30', () => {
  const state = run(session(null), enroll('a')).reduce(evolve, initialState);

  it('when the person withdraws a minute before the start, then it is recorded', () => {
    expect(types(decide(withdraw('a', '2026-12-01T09:29'), state))).toEqual([
      'TrainingRegistrationWithdrawn:a',
    ]);
  });

  it('when the person withdraws at or after the start, then it is refused with the reason', () => {
    for (const siteNow of ['2026-12-01T09:30', '2026-12-02T08:00']) {
      expect(() => decide(withdraw('a', siteNow), state)).toThrow(refusal('RegistrationClosed'));
    }
  });

  it('when someone not registered withdraws, then it is refused', () => {
    expect(() => decide(withdraw('z'), state)).toThrow(refusal('NotEnrolled'));
  });
});

describe('given a full session that has started', () => {
  const full = run(session(1), enroll('a')).reduce(evolve, initialState);
  const enrollAt = (userId: string, siteNow: string): TrainingCommand => ({
    type: 'EnrollInTraining',
    data: { userId, userName: `Name ${userId}`, siteNow },
    metadata: as(userId),
  });

  it('when someone asks for a place, then no waitlist place is given: nobody can leave it any more', () => {
    expect(() => decide(enrollAt('b', '2026-12-01T09:30'), full)).toThrow(refusal('RegistrationClosed'));
  });

  it('when someone asks a minute before the start, then they wait in line', () => {
    expect(types(decide(enrollAt('b', '2026-12-01T09:29'), full))).toEqual(['TrainingWaitlisted:b']);
  });
});
