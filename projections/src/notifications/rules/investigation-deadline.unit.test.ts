import { describe, expect, it } from 'vitest';
import { deadlineTimers, type Deadline } from './deadline-timers.ts';

const deadline: Deadline = {
  subjectType: 'investigation',
  subjectId: 'i-1',
  assigneeId: 'lead-1',
  dueDate: '2026-12-10',
  dueAt: '2026-12-10T15:30:00.000Z',
  timeZone: 'America/Chicago',
  title: 'Investigation of incident IR-2026-000001',
  link: '/incidents/i-1/investigation',
};
const when = (now: string) =>
  deadlineTimers(deadline, new Date(now)).map((t) => `${t.key.split(':').at(-1)} ${t.dueAt.toISOString()}`);

describe("an investigation's due time", () => {
  it('reminds the lead a day before the moment it is due and tells them overdue at that moment', () => {
    expect(when('2026-12-01T09:00:00.000Z')).toEqual([
      'due-tomorrow 2026-12-09T15:30:00.000Z',
      'overdue 2026-12-10T15:30:00.000Z',
    ]);
  });

  it('leaves out the reminder of a due time less than a day away', () => {
    expect(when('2026-12-09T20:00:00.000Z')).toEqual(['overdue 2026-12-10T15:30:00.000Z']);
  });

  it('is overdue at once when set again after its moment passed', () => {
    expect(when('2026-12-12T08:00:00.000Z')).toEqual(['overdue 2026-12-12T08:00:00.000Z']);
  });
});
