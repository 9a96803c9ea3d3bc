import { describe, expect, it } from 'vitest';
import type { InsightsAnswer } from '@hs/contracts';
import type { PageFilters } from './incident-links';
import { actionsTable, onTimeRate } from './work-tables';

const page: PageFilters = { company: '', establishment: 'site-1', department: '', type: '', severity: '' };
const month = (m: string, counts: [number, number, number, number]) => {
  const [closedOnTime, closedLate, overdue, notYetDue] = counts;
  return { month: m, closedOnTime, closedLate, overdue, notYetDue };
};
const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('the corrective actions table of Insights', () => {
  const answer = {
    from: '2026-11-15',
    to: '2026-12-31',
    actions: [month('2026-11', [1, 2, 0, 0]), month('2026-12', [0, 0, 3, 4])],
  } as InsightsAnswer;

  it('holds each month by outcome and its total', () => {
    expect(actionsTable(answer, page).rows.map((r) => r.cells)).toEqual([
      ['Nov 2026', 1, 2, 0, 0, 3],
      ['Dec 2026', 0, 0, 3, 4, 7],
    ]);
  });

  it("links a month to All actions due in its days of the period, at the page's site", () => {
    const [november, december] = actionsTable(answer, page).rows.map((r) => query(r.href));
    expect(november).toEqual({
      tab: 'all',
      dueFrom: '2026-11-15',
      dueTo: '2026-11-30',
      establishmentId: 'site-1',
    });
    expect(december).toMatchObject({ dueFrom: '2026-12-01', dueTo: '2026-12-31' });
  });
});

describe('the on-time rate of inspections', () => {
  it('is a percentage of the scheduled, and says so when none was scheduled', () => {
    expect(onTimeRate(2, 3)).toBe('67%');
    expect(onTimeRate(0, 0)).toBe('None scheduled');
  });
});
