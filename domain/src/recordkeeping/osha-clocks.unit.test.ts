import { describe, expect, it } from 'vitest';
import { recordingDueAt, severeReportDueAt, startOfZonedDay, yearlyDeadlines } from './osha-clocks.ts';

const CHICAGO = 'America/Chicago';
const iso = (d: Date) => d.toISOString();

describe('the 7-day recording clock counts calendar days in the establishment zone', () => {
  it('a case learned of at 23:30 on Nov 30 in Chicago is due by the end of Dec 7 there', () => {
    // 05:30 UTC on Dec 1 is 23:30 CST on Nov 30; day D = Nov 30, due at 00:00 CST Dec 8.
    expect(iso(recordingDueAt(new Date('2026-12-01T05:30:00Z'), CHICAGO))).toBe('2026-12-08T06:00:00.000Z');
  });
  it('a case learned of an hour later, at 00:30 on Dec 1, is due a day later', () => {
    expect(iso(recordingDueAt(new Date('2026-12-01T06:30:00Z'), CHICAGO))).toBe('2026-12-09T06:00:00.000Z');
  });
  it('the same instant counted in UTC would give another day: the zone decides', () => {
    expect(iso(recordingDueAt(new Date('2026-12-01T05:30:00Z'), 'UTC'))).toBe('2026-12-09T00:00:00.000Z');
  });
  it('across the spring DST change the due time is still local midnight (CDT, UTC-5)', () => {
    // Learned of on Sat Mar 7 2026 (CST); due by the end of Mar 14, after clocks moved on Mar 8.
    expect(iso(recordingDueAt(new Date('2026-03-07T18:00:00Z'), CHICAGO))).toBe('2026-03-15T05:00:00.000Z');
  });
});

describe('the 1904.39 reporting clocks run in hours from when the employer learned of it', () => {
  const learned = new Date('2026-12-01T05:30:00Z');
  it('a fatality: 8 hours', () => {
    expect(iso(severeReportDueAt('fatality', learned))).toBe('2026-12-01T13:30:00.000Z');
  });
  it('an in-patient hospitalization: 24 hours', () => {
    expect(iso(severeReportDueAt('in-patient-hospitalization', learned))).toBe('2026-12-02T05:30:00.000Z');
  });
  it('an amputation or the loss of an eye: 24 hours', () => {
    expect(iso(severeReportDueAt('amputation-or-loss-of-eye', learned))).toBe('2026-12-02T05:30:00.000Z');
  });
  it('24 hours over the autumn DST change are 24 real hours, 23:30 local becomes 22:30', () => {
    // 23:30 CDT Oct 31 2026 is 04:30 UTC Nov 1; clocks fall back at 02:00 Nov 1.
    expect(iso(severeReportDueAt('in-patient-hospitalization', new Date('2026-11-01T04:30:00Z')))).toBe(
      '2026-11-02T04:30:00.000Z',
    );
  });
});

describe('the yearly dates of 1904.32 and 1904.41', () => {
  it('in Chicago the 300A posting runs from Feb 1 to the end of Apr 30, ITA is due by the end of Mar 2', () => {
    const dates = yearlyDeadlines(2027, CHICAGO);
    expect(iso(dates.postingStartsAt)).toBe('2027-02-01T06:00:00.000Z');
    expect(iso(dates.itaDueAt)).toBe('2027-03-03T06:00:00.000Z');
    // Daylight time has begun by May 1: UTC-5.
    expect(iso(dates.postingEndsAt)).toBe('2027-05-01T05:00:00.000Z');
  });
  it('a day starts at local midnight in zones east of UTC too', () => {
    expect(iso(startOfZonedDay('2027-01-01', 'Asia/Tokyo'))).toBe('2026-12-31T15:00:00.000Z');
  });
});
