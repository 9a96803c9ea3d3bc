import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { calendarDate } from '../shared/time-zone.ts';
import { decide, evolve, initialState, type TrainingCommand } from './training.decider.ts';
import type { TrainingEvent } from './training.events.ts';
import { monthsAfter, standingOn, validThrough } from './qualification.ts';

const SITE_ZONE = 'America/Chicago';
const admin = (today: string): CommandMetadata => ({
  now: `${today}T15:00:00.000Z`,
  today,
  userId: 'a-1',
  userName: 'Admin',
  role: 'admin',
});
const created: TrainingEvent = {
  type: 'TrainingCreated',
  data: {
    trainingId: 't-1',
    title: 'Forklift Operator Evaluation',
    description: '',
    type: 'inperson',
    date: null,
    time: null,
    location: null,
    duration: '4 hours',
    maxAttendees: null,
    createdAt: '2025-12-01T08:00:00.000Z',
  },
};
const validity = (validityMonths: number | null): TrainingEvent => ({
  type: 'TrainingValiditySet',
  data: { validityMonths, setBy: 'a-1', setAt: '2025-12-02T08:00:00.000Z' },
});
const completed = (completedOn: string): TrainingEvent => ({
  type: 'TrainingCompleted',
  data: { userId: 'e-1', completedOn, recordedBy: 'a-1', recordedAt: `${completedOn}T15:00:00.000Z` },
});
const when = (events: TrainingEvent[], command: TrainingCommand) =>
  decide(command, events.reduce(evolve, initialState));
const complete = (completedOn: string, today: string): TrainingCommand => ({
  type: 'CompleteTraining',
  data: { userId: 'e-1', completedOn },
  metadata: admin(today),
});
/** The standing of e-1's completion at an instant, read on the site's calendar. */
const standingAt = (events: TrainingEvent[], instant: string) => {
  const state = events.reduce(evolve, initialState);
  if (state.status !== 'open') throw new Error('no course');
  const through = validThrough(state.completed.get('e-1')!, state.validityMonths);
  return { through, standing: standingOn(through, calendarDate(new Date(instant), SITE_ZONE), 30) };
};

describe('given a course whose completion holds 36 months', () => {
  const course = [created, validity(36), completed('2026-01-15')];

  it('a completion on 2026-01-15 is valid through 2029-01-14 and expired on 2029-01-15 in the site’s zone', () => {
    // 04:59 UTC on 15 January is still the evening of the 14th in Chicago.
    expect(standingAt(course, '2029-01-15T04:59:00.000Z')).toEqual({
      through: '2029-01-14',
      standing: 'expiring',
    });
    expect(standingAt(course, '2029-01-15T06:00:00.000Z')).toEqual({
      through: '2029-01-14',
      standing: 'expired',
    });
  });

  it('is held, not expiring, more than 30 days before it runs out', () => {
    expect(standingAt(course, '2028-12-14T18:00:00.000Z').standing).toBe('held');
    expect(standingAt(course, '2028-12-15T18:00:00.000Z').standing).toBe('expiring');
  });

  it('when the person completes it again later, then the new completion recertifies them', () => {
    expect(when(course, complete('2028-12-20', '2028-12-21'))).toEqual([
      {
        type: 'TrainingCompleted',
        data: {
          userId: 'e-1',
          completedOn: '2028-12-20',
          recordedBy: 'a-1',
          recordedAt: '2028-12-21T15:00:00.000Z',
        },
      },
    ]);
    expect(standingAt([...course, completed('2028-12-20')], '2029-06-01T18:00:00.000Z').through).toBe(
      '2031-12-19',
    );
  });

  it('when the same or an earlier completion is recorded again, then nothing is recorded', () => {
    expect(when(course, complete('2026-01-15', '2026-02-01'))).toEqual([]);
    expect(when(course, complete('2026-01-10', '2026-02-01'))).toEqual([]);
  });
});

describe('given a course without a validity period', () => {
  const course = [created, completed('2016-03-01')];

  it('a completion holds for good, and a second completion is not recorded', () => {
    expect(standingAt(course, '2036-01-01T12:00:00.000Z')).toEqual({ through: null, standing: 'held' });
    expect(when(course, complete('2026-03-01', '2026-03-02'))).toEqual([]);
  });

  it('when an officer sets 24 months, then TrainingValiditySet is recorded once', () => {
    const set: TrainingCommand = {
      type: 'SetTrainingValidity',
      data: { validityMonths: 24 },
      metadata: admin('2026-03-02'),
    };
    expect(when(course, set)).toEqual([
      {
        type: 'TrainingValiditySet',
        data: { validityMonths: 24, setBy: 'a-1', setAt: '2026-03-02T15:00:00.000Z' },
      },
    ]);
    expect(when([...course, validity(24)], set)).toEqual([]);
  });
});

describe('months are counted on the calendar', () => {
  it('a day the target month lacks becomes its last day', () => {
    expect(monthsAfter('2026-01-31', 1)).toBe('2026-02-28');
    expect(monthsAfter('2027-11-30', 3)).toBe('2028-02-29');
    expect(validThrough('2026-01-31', 1)).toBe('2026-02-27');
  });
});
