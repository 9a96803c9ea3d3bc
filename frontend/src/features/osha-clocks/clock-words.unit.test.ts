import { describe, expect, it } from 'vitest';
import type { OshaClock } from '@hs/contracts';
import {
  bannerClocks,
  clockTitle,
  countdownWords,
  deadlineWords,
  durationWords,
  itaYearOf,
  urgentClockCount,
} from './clock-words';

const clock = (overrides: Partial<OshaClock>): OshaClock => ({
  kind: 'osha-report',
  state: 'running',
  incidentId: 'i-1',
  reportNumber: 'IR-2026-000001',
  establishmentId: null,
  establishmentName: null,
  severeEvent: 'fatality',
  startsAt: '2026-12-01T05:30:00.000Z',
  dueAt: '2026-12-01T13:30:00.000Z',
  timeZone: 'America/Chicago',
  changedSinceCertification: false,
  ...overrides,
});

describe('the countdown people read', () => {
  it('shows hours and minutes left of an 8-hour clock', () => {
    expect(countdownWords(clock({}), Date.parse('2026-12-01T06:25:00Z'))).toBe('7 h 05 min left');
  });
  it('says how late an overdue clock is', () => {
    expect(countdownWords(clock({}), Date.parse('2026-12-02T15:30:00Z'))).toBe('overdue by 1 d 2 h');
  });
  it('counts an upcoming posting period to its start', () => {
    const posting = clock({ kind: '300a-posting', state: 'upcoming', startsAt: '2027-02-01T06:00:00.000Z' });
    expect(countdownWords(posting, Date.parse('2027-01-31T18:00:00Z'))).toBe('starts in 12 h 00 min');
  });
  it('shows minutes alone under an hour', () => {
    expect(durationWords(59 * 60_000 + 59_000)).toBe('59 min');
  });
});

describe('what the banner shows', () => {
  it('names the 1904.39 deadline of a fatality', () => {
    expect(clockTitle(clock({}))).toBe('Fatality: report to OSHA within 8 hours');
  });
  it('leaves out recordings that are not yet overdue', () => {
    const running = clock({ kind: 'recording', severeEvent: null });
    const overdue = clock({ kind: 'recording', severeEvent: null, state: 'overdue' });
    expect(bannerClocks([running, overdue, clock({})])).toEqual([overdue, clock({})]);
  });
});

describe('what the bell counts', () => {
  it('reports owed to OSHA and overdue recordings, not running recordings nor the yearly dates', () => {
    const clocks = [
      clock({}),
      clock({ kind: 'recording', severeEvent: null, state: 'overdue' }),
      clock({ kind: 'recording', severeEvent: null }),
      clock({ kind: 'ita-submission', severeEvent: null, incidentId: null }),
    ];
    expect(urgentClockCount(clocks)).toBe(2);
  });

  it('an overdue 300A posting or ITA submission as well', () => {
    const yearly = { severeEvent: null, incidentId: null, state: 'overdue' } as const;
    const clocks = [clock({ kind: '300a-posting', ...yearly }), clock({ kind: 'ita-submission', ...yearly })];
    expect(urgentClockCount(clocks)).toBe(2);
  });
});

describe('the yearly clocks once their date has passed', () => {
  const yearly = { severeEvent: null, incidentId: null, state: 'overdue' } as const;
  it('say the 300A is not certified and the ITA data not submitted', () => {
    expect(clockTitle(clock({ kind: '300a-posting', ...yearly }))).toBe(
      'Form 300A not certified for posting (due February 1)',
    );
    expect(clockTitle(clock({ kind: 'ita-submission', ...yearly }))).toBe(
      'Last year’s data not submitted to OSHA (ITA was due March 2)',
    );
  });

  it('name the year of records an ITA submission is for', () => {
    expect(itaYearOf({ dueAt: '2027-03-03T06:00:00.000Z' })).toBe(2026);
  });
});

describe('when a clock is due, as people read a deadline', () => {
  const yearly = { severeEvent: null, incidentId: null } as const;
  it('a day deadline by its last day in the zone, not the midnight that ends it: "due March 2, 2026"', () => {
    const ita = clock({
      kind: 'ita-submission',
      ...yearly,
      state: 'overdue',
      dueAt: '2026-03-03T06:00:00.000Z',
    });
    expect(deadlineWords(ita)).toBe('due March 2, 2026');
    const recording = clock({ kind: 'recording', severeEvent: null, dueAt: '2026-12-08T06:00:00.000Z' });
    expect(deadlineWords(recording)).toBe('due December 7, 2026');
  });

  it('a report to OSHA by its hour, since the 8 and 24 hours are real hours', () => {
    expect(deadlineWords(clock({}))).toBe('due by Dec 1, 2026, 7:30 AM CST');
  });

  it('the 300A posting period by its days', () => {
    const posting = { kind: '300a-posting', ...yearly, dueAt: '2027-05-01T05:00:00.000Z' } as const;
    expect(deadlineWords(clock({ ...posting, state: 'running' }))).toBe('posted until April 30, 2027');
    expect(
      deadlineWords(clock({ ...posting, state: 'upcoming', startsAt: '2027-02-01T06:00:00.000Z' })),
    ).toBe('posted from February 1, 2027 to April 30, 2027');
  });
});
