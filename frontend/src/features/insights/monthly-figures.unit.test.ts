import { describe, expect, it } from 'vitest';
import type { InsightsAnswer } from '@hs/contracts';
import { lastDayOf, monthBefore } from './calendar-months';
import { monthlySections } from './monthly-figures';

describe('calendar months', () => {
  it('the month before January is last December; February has its leap day', () => {
    expect(monthBefore('2027-01')).toBe('2026-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });
});

describe('the monthly report', () => {
  const site = (completed: number, meanScore: number | null, onTime: number, scheduled: number) => ({
    establishmentId: 'x',
    name: 'x',
    completed,
    meanScore,
    onTime,
    scheduled,
  });
  const answer = {
    from: '2026-10-01',
    total: 0,
    months: [],
    where: { locations: [] },
    speed: [],
    actions: [],
    inspections: [site(3, 90, 1, 2), site(1, 50, 0, 0), site(2, null, 2, 2)],
    people: { departments: [], documents: [] },
    osha: null,
  } as unknown as InsightsAnswer;

  it("weighs each site's mean score by its inspections, and adds the scheduled ones up", () => {
    const inspections = monthlySections(answer).find((s) => s.title === 'Inspections')!;
    expect(inspections.lines).toEqual([
      ['Completed', '6'],
      ['Mean score', '80%'],
      ['Scheduled ones on time', '3 of 4'],
    ]);
  });

  it('leaves out a section with nothing to say, and OSHA for a supervisor', () => {
    const titles = monthlySections(answer).map((s) => s.title);
    expect(titles).not.toContain('Where');
    expect(titles.some((t) => t.startsWith('OSHA'))).toBe(false);
  });
});
