import { describe, expect, it } from 'vitest';
import { oshaRates, type RateCase, type RateEstablishment } from './osha-rates.ts';

const CHICAGO = 'America/Chicago';
const site = (id: string, name: string, company: string, hours: [number, number][]): RateEstablishment => ({
  id,
  name,
  company,
  timeZone: CHICAGO,
  hoursByYear: new Map(hours),
});
const establishments = [
  site('a', 'Houston Plant', 'IPSI', [
    [2025, 200_000],
    [2026, 400_000],
  ]),
  site('b', 'Baton Rouge Yard', 'IPSI', [[2025, 100_000]]),
  site('c', 'Tulsa Shop', 'TODCO', [
    [2025, 50_000],
    [2026, 100_000],
  ]),
  site('d', 'New Site', 'TODCO', []),
];
const cases: RateCase[] = [
  { establishmentId: 'a', date: '2025-03-10', outcome: 'days-away' },
  { establishmentId: 'a', date: '2025-07-01', outcome: 'other-recordable' },
  { establishmentId: 'a', date: '2026-02-01', outcome: 'job-transfer-restriction' },
  { establishmentId: 'a', date: '2026-10-01', outcome: 'other-recordable' },
  { establishmentId: 'a', date: '2026-11-20', outcome: 'death' },
  { establishmentId: 'b', date: '2025-05-05', outcome: 'other-recordable' },
  { establishmentId: 'b', date: '2026-06-01', outcome: 'days-away' },
  { establishmentId: 'c', date: '2025-12-01', outcome: 'days-away' },
];
// 06:00 on Nov 26 2026 in Chicago: the last 12 months are Nov 27 2025 to Nov 26 2026 (35 + 330 days).
const rates = oshaRates(establishments, cases, new Date('2026-11-26T12:00:00Z'), CHICAGO);
const figure = (key: string, period: string) => {
  const found = rates.rows.find((r) => r.key === key)?.periods.find((p) => p.period === period);
  return found && { cases: found.cases, hours: found.hoursWorked, trir: found.trir, dart: found.dart };
};

describe('TRIR and DART per establishment (cases x 200,000 / hours)', () => {
  it('lists the years with data, newest first, then the last 12 months', () => {
    expect(rates.periods).toEqual(['2026', '2025', 'last-12-months']);
  });
  it('Houston 2025: 2 cases, 1 with days away, 200,000 hours: 2.00 and 1.00', () => {
    expect(figure('a', '2025')).toEqual({ cases: 2, hours: 200_000, trir: 2, dart: 1 });
  });
  it('Houston 2026: 3 cases, 1 restricted (a death is not DART), 400,000 hours: 1.50 and 0.50', () => {
    expect(figure('a', '2026')).toEqual({ cases: 3, hours: 400_000, trir: 1.5, dart: 0.5 });
  });
  it('Baton Rouge 2026 has a case but no hours: no rate, not 0.00', () => {
    expect(figure('b', '2026')).toEqual({ cases: 1, hours: null, trir: null, dart: null });
  });
  it('Tulsa 2026: no case over 100,000 hours is an honest 0.00', () => {
    expect(figure('c', '2026')).toEqual({ cases: 0, hours: 100_000, trir: 0, dart: 0 });
  });
  it('a site with neither hours nor cases has no rate', () => {
    expect(figure('d', '2025')).toEqual({ cases: 0, hours: null, trir: null, dart: null });
  });
});

describe('per company and overall: the sums of their establishments', () => {
  it('IPSI 2025: 3 cases, 1 DART over 300,000 hours: 2.00 and 0.67', () => {
    expect(figure('IPSI', '2025')).toEqual({ cases: 3, hours: 300_000, trir: 2, dart: 0.67 });
  });
  it("IPSI 2026: Baton Rouge's case has no hours to divide by, so no rate", () => {
    expect(figure('IPSI', '2026')).toEqual({ cases: 4, hours: null, trir: null, dart: null });
  });
  it('TODCO 2026: the site without hours or cases is left out, Tulsa alone gives 0.00', () => {
    expect(figure('TODCO', '2026')).toEqual({ cases: 0, hours: 100_000, trir: 0, dart: 0 });
  });
  it('overall 2025: 4 cases, 2 DART over 350,000 hours: 2.29 and 1.14', () => {
    expect(figure('all', '2025')).toEqual({ cases: 4, hours: 350_000, trir: 2.29, dart: 1.14 });
  });
});

describe('the last 12 months, with each year prorated by its days', () => {
  it('Houston: 200,000 x 35/365 + 400,000 x 330/365 = 380,822 hours, 3 cases, 1 DART: 1.58 and 0.53', () => {
    expect(figure('a', 'last-12-months')).toEqual({ cases: 3, hours: 380_822, trir: 1.58, dart: 0.53 });
  });
  it('Tulsa: 50,000 x 35/365 + 100,000 x 330/365 = 95,205 hours, the December case: 2.10 and 2.10', () => {
    expect(figure('c', 'last-12-months')).toEqual({ cases: 1, hours: 95_205, trir: 2.1, dart: 2.1 });
  });
  it('Baton Rouge has no 2026 hours: no rate for the window', () => {
    expect(figure('b', 'last-12-months')).toEqual({ cases: 1, hours: null, trir: null, dart: null });
  });
  it('the window runs from the day after the same date last year to today', () => {
    const period = rates.rows.find((r) => r.key === 'a')?.periods.at(-1);
    expect(period).toMatchObject({ from: '2025-11-27', to: '2026-11-26' });
  });
});
