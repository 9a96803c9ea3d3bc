import { describe, expect, it } from 'vitest';
import type { InsightsAnswer } from '@hs/contracts';
import { incidentsLink, type PageFilters } from './incident-links';

const answer = (scopedToDepartment: string | null) => ({ scopedToDepartment }) as InsightsAnswer;
const page: PageFilters = {
  company: 'IPSI',
  establishment: '',
  department: '',
  type: 'injury',
  severity: '',
};
const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe("an Insights row's link to the incidents behind it", () => {
  it("opens Incident Management with the row's days and place and the page's filters", () => {
    const href = incidentsLink(answer(null), page, {
      from: '2026-12-01',
      to: '2026-12-31',
      location: 'dock 3',
    });
    expect(href.startsWith('/administration?')).toBe(true);
    expect(query(href)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      type: 'injury',
      company: 'IPSI',
      location: 'dock 3',
    });
  });

  it("keeps the row's types the page's type allows, and the closed stage as a status", () => {
    const ratio = { from: '2026-12-01', to: '2026-12-31', types: ['near-miss', 'injury'] as const };
    expect(
      query(incidentsLink(answer(null), { ...page, type: '' }, { ...ratio, types: [...ratio.types] })).type,
    ).toBe('near-miss,injury');
    expect(query(incidentsLink(answer(null), page, { ...ratio, types: [...ratio.types] })).type).toBe(
      'injury',
    );
    expect(query(incidentsLink(answer(null), page, { ...ratio, stage: 'closed' })).status).toBe('closed');
  });

  it('sends a supervisor, who has no Incident Management, to the incident tabs', () => {
    expect(incidentsLink(answer('Production'), page, { from: '2026-12-01', to: '2026-12-31' })).toBe(
      '/incidents',
    );
  });
});
