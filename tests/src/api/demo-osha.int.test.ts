import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  IncidentDetail,
  IncidentSummary,
  Osha300ASummary,
  Osha300Log,
  OshaClocks,
  OshaRates,
} from '@hs/contracts';
import { itaSubmissionStreamId, summaryCertificationStreamId } from '@hs/domain';
import { seedSampleEstablishments } from '../../../command-api/src/seed/sample-establishments.ts';
import { seedSampleIncidents } from '../../../command-api/src/seed/sample-incidents.ts';
import { seedSampleOshaYear } from '../../../command-api/src/seed/sample-osha-year.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The demo as `npm start` seeds it: every sample incident is filed under its company's site, and
 * the demo safety officer has decided the injuries, so the OSHA screens are not empty on a fresh
 * start. Plant 1: a restricted-duty wrist sprain and a sutured cut; Plant 2: a back strain with
 * 5 days away and 10 restricted, and a first-aid fingertip that is not recordable. A well-run
 * site: last year's 300A of each plant is certified and its ITA upload recorded.
 */
let t: TestApp;
let officer = '';
let sites: Record<'Plant 1' | 'Plant 2', string>;

const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: officer } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

/** The calendar year of the day `days` before today, as the seed dated its recent samples. */
const yearOf = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 4);

beforeAll(async () => {
  t = await startTestApp();
  sites = await seedSampleEstablishments(t.store);
  await seedSampleIncidents(t.store, sites);
  await seedSampleOshaYear(t.store, sites);
  // A restart seeds again: nothing more is reported, decided, certified or submitted.
  const again = await seedSampleEstablishments(t.store);
  await seedSampleIncidents(t.store, again);
  await seedSampleOshaYear(t.store, again);
  officer = await t.signIn('officer');
});
afterAll(async () => t?.close());

describe('the demo data on a fresh start', () => {
  it('files every sample incident under an establishment, once', async () => {
    await expect
      .poll(async () => (await get<IncidentSummary[]>('/api/incidents')).length, { timeout: 10_000 })
      .toBe(5);
    const incidents = await get<IncidentSummary[]>('/api/incidents');
    const siteOf = async (name: string) => {
      const id = incidents.find((i) => i.employeeName === name)?.id;
      return (await get<IncidentDetail>(`/api/incidents/${id}`)).establishmentId;
    };
    await expect(siteOf('Tom Becker')).resolves.toBe(sites['Plant 2']);
    await expect(siteOf('Ana Lopez')).resolves.toBe(sites['Plant 1']);
    await expect(siteOf('Lena Wilson')).resolves.toBe(sites['Plant 1']);
    await expect(siteOf('Nina Garcia')).resolves.toBe(sites['Plant 1']);
    await expect(siteOf('David Okafor')).resolves.toBe(sites['Plant 2']);
  });

  it('has rates for the last 12 months: Plant 1 two cases, one DART; Plant 2 one DART case', async () => {
    const figure = (rates: OshaRates, name: string) => {
      const period = rates.rows
        .find((r) => r.key === sites[name as 'Plant 1'])
        ?.periods.find((p) => p.period === 'last-12-months');
      return period && { cases: period.cases, dartCases: period.dartCases };
    };
    await expect
      .poll(async () => figure(await get<OshaRates>('/api/osha/rates'), 'Plant 2'), { timeout: 10_000 })
      .toEqual({ cases: 1, dartCases: 1 });
    const rates = await get<OshaRates>('/api/osha/rates');
    expect(figure(rates, 'Plant 1')).toEqual({ cases: 2, dartCases: 1 });
  });

  it("puts the wrist sprain on Plant 1's 300 log as a restricted-duty case of 12 days", async () => {
    const log = await get<Osha300Log>(`/api/osha/300?establishmentId=${sites['Plant 1']}&year=${yearOf(66)}`);
    const wrist = log.cases.find((c) => c.employeeName === 'Lena Wilson');
    expect(wrist).toMatchObject({
      jobTitle: 'Forklift Operator',
      outcome: 'job-transfer-restriction',
      daysAway: 0,
      daysRestricted: 12,
    });
  });

  it("counts the back strain's days in Plant 2's 300A and leaves the first-aid case off it", async () => {
    const year = yearOf(95);
    const log = await get<Osha300Log>(`/api/osha/300?establishmentId=${sites['Plant 2']}&year=${year}`);
    expect(log.cases.map((c) => c.employeeName)).not.toContain('Tom Becker');
    const summary = await get<{ summary: Record<string, number> }>(
      `/api/osha/300a?establishmentId=${sites['Plant 2']}&year=${year}`,
    );
    expect(summary.summary).toMatchObject({ total_dafw_cases: 1, total_dafw_days: 5, total_djtr_days: 10 });
  });

  it('leaves no demo injury waiting for a recording decision', async () => {
    const clocks = await get<OshaClocks>('/api/osha/clocks');
    expect(clocks.clocks.filter((c) => c.kind === 'recording')).toEqual([]);
  });

  it('opens on no overdue deadline: no ITA upload or 300A posting owed for last year', async () => {
    const overdue = async () => {
      const { clocks } = await get<OshaClocks>('/api/osha/clocks');
      return clocks.filter((c) => c.state === 'overdue' || c.kind === 'ita-submission');
    };
    await expect.poll(overdue, { timeout: 10_000 }).toEqual([]);
  });

  it("has last year's 300A of each plant certified as its records stand, and its ITA upload recorded, once", async () => {
    const lastYear = Number(yearOf(0)) - 1;
    for (const site of Object.values(sites)) {
      const summary = () => get<Osha300ASummary>(`/api/osha/300a?establishmentId=${site}&year=${lastYear}`);
      await expect
        .poll(async () => (await summary()).certification.state, { timeout: 10_000 })
        .toBe('certified');
      expect((await summary()).certification.latest).toMatchObject({
        executiveName: expect.any(String),
        certifiedByName: 'Alex Morgan',
      });
      await expect(t.store.readStream(summaryCertificationStreamId(site))).resolves.toHaveLength(1);
      await expect(t.store.readStream(itaSubmissionStreamId(site))).resolves.toHaveLength(1);
    }
  });
});
