import type { MySchedule } from '@hs/contracts';
import { describe, expect, it } from 'vitest';
import { scheduleCalendar } from './my-schedule-ics.ts';

const owner = '7d7b0a4e-4f0c-4c5e-9a43-2b1f7c3e9d10';
const stamp = new Date('2026-12-02T10:00:00Z');
const schedule: MySchedule = {
  today: '2026-12-02',
  timeZone: 'America/Chicago',
  items: [
    {
      kind: 'due',
      key: 'due-document-5b0f0f1e-1d2a-4a63-9d55-0f6a8f0f4c11',
      source: 'document',
      sourceId: '5b0f0f1e-1d2a-4a63-9d55-0f6a8f0f4c11',
      title: 'Lockout; tagout, rev. 3',
      date: '2026-12-09',
      what: 'due',
      overdue: false,
    },
    {
      kind: 'session',
      key: 'session-0b6f3c8e-2f7e-4d3a-8f55-6c1d2e3f4a5b',
      trainingId: '0b6f3c8e-2f7e-4d3a-8f55-6c1d2e3f4a5b',
      title: 'Fire Safety Refresher for warehouse, loading dock and yard staff working the night shifts',
      date: '2026-12-10',
      time: '09:00',
      startsAt: '2026-12-10T15:00:00.000Z',
      endsAt: '2026-12-10T16:30:00.000Z',
      duration: '90 minutes',
      location: 'Building A, Room 2\nSecond floor',
      type: 'inperson',
      status: 'registered',
      waitlistPosition: null,
    },
    {
      kind: 'session',
      key: 'session-1c7a4d9f-3a8f-4e4b-9a66-7d2e3f4a5b6c',
      trainingId: '1c7a4d9f-3a8f-4e4b-9a66-7d2e3f4a5b6c',
      title: 'Forklift Operator Evaluation',
      date: '2026-12-11',
      time: null,
      startsAt: null,
      endsAt: null,
      duration: '1 day',
      location: null,
      type: 'inperson',
      status: 'waitlisted',
      waitlistPosition: 2,
    },
  ],
};

/** The file's content lines with their folds undone (RFC 5545 3.1). */
const unfolded = (text: string) => text.replaceAll('\r\n ', '').split('\r\n');
const events = (text: string) =>
  text
    .replaceAll('\r\n ', '')
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((block) => block.split('\r\n'));

describe('the schedule as a calendar file', () => {
  const text = scheduleCalendar(schedule, owner, stamp);

  it('is one VCALENDAR of CRLF lines, none longer than 75 octets', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // The long title was folded rather than cut.
    expect(text).toContain('\r\n ');
  });

  it('has a timed session at its UTC start and end, and registered', () => {
    const session = events(text)[1]!;
    expect(session).toContain('DTSTART:20261210T150000Z');
    expect(session).toContain('DTEND:20261210T163000Z');
    expect(session).toContain('STATUS:CONFIRMED');
    expect(session).toContain('DTSTAMP:20261202T100000Z');
    expect(session).toContain('LOCATION:Building A\\, Room 2\\nSecond floor');
  });

  it('marks a waitlisted session without a time as tentative on its whole day', () => {
    const waitlisted = events(text)[2]!;
    expect(waitlisted).toContain('SUMMARY:Waitlisted (place 2): Forklift Operator Evaluation');
    expect(waitlisted).toContain('STATUS:TENTATIVE');
    expect(waitlisted).toContain('DTSTART;VALUE=DATE:20261211');
    expect(waitlisted).toContain('DTEND;VALUE=DATE:20261212');
  });

  it('puts a due date on its day as a free all-day event, with its commas and semicolons escaped', () => {
    const due = events(text)[0]!;
    expect(due).toContain('SUMMARY:Due: Lockout\\; tagout\\, rev. 3');
    expect(due).toContain('DTSTART;VALUE=DATE:20261209');
    expect(due).toContain('DTEND;VALUE=DATE:20261210');
    expect(due).toContain('TRANSP:TRANSPARENT');
  });

  it('keeps each item’s UID from one download to the next, and makes it the owner’s', () => {
    const uids = (t: string) => unfolded(t).filter((line) => line.startsWith('UID:'));
    const later = scheduleCalendar(schedule, owner, new Date('2026-12-05T08:00:00Z'));
    expect(uids(later)).toEqual(uids(text));
    expect(new Set(uids(text)).size).toBe(3);
    expect(uids(text)[1]).toBe(
      `UID:session-0b6f3c8e-2f7e-4d3a-8f55-6c1d2e3f4a5b-${owner}@my-schedule.hs-safety`,
    );
    expect(uids(scheduleCalendar(schedule, 'someone-else', stamp))).not.toEqual(uids(text));
  });
});
