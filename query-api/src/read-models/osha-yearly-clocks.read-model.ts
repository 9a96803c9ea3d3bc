import type { OshaCertificationState, OshaClock } from '@hs/contracts';
import {
  itaCoverage,
  listedPrefix,
  PARTIALLY_EXEMPT_SUBPART_B,
  yearlyDeadlines,
  calendarDate,
} from '@hs/domain';
import { findOshaEstablishment, loadLatestCertification, loadSummary } from '@hs/read-models';
import type pg from 'pg';
import { certificationState } from './osha-certification-state.read-model.ts';

type Site = {
  id: string;
  name: string;
  time_zone: string;
  naics_code: string;
  years: { year: number; employees: number; peak: number | null }[];
};

/**
 * Whether last year's ITA upload is owed (1904.41(a)): by the year's peak and industry; a year
 * without figures is owed until they say otherwise, unless the industry is exempt whatever its size.
 */
const owesIta = (site: Site, year: number): boolean => {
  const figures = site.years.find((y) => y.year === year);
  const { summary, cases } = itaCoverage({
    naicsCode: site.naics_code,
    year,
    figures: figures ? { annualAverageEmployees: figures.employees, peakEmployees: figures.peak } : null,
    voluntary: null,
  });
  if (summary.required || cases.required) return true;
  return figures === undefined && listedPrefix(site.naics_code, PARTIALLY_EXEMPT_SUBPART_B) === null;
};

/** Where the 300A of `year` stands: not certified, certified, or changed since (still posted). */
const postingCertification = async (
  pool: pg.Pool,
  site: Site,
  year: number,
): Promise<OshaCertificationState> => {
  const scope = { establishmentId: site.id, year, asOf: null };
  const latest = await loadLatestCertification(pool, scope, site.time_zone);
  const establishment = latest && (await findOshaEstablishment(pool, site.id));
  if (!establishment) return 'not-certified';
  return certificationState(latest, (await loadSummary(pool, scope, establishment)).sha256);
};

const submittedSites = async (pool: pg.Pool, year: number): Promise<Set<string>> =>
  new Set(
    (
      await pool.query<{ establishment_id: string }>(
        'SELECT establishment_id FROM ita_submissions WHERE year = $1',
        [year],
      )
    ).rows.map((r) => r.establishment_id),
  );

/**
 * From January 1 in each establishment's zone, last year's records: the 300A posted from February 1
 * to April 30 (1904.32(b)(6)), overdue in that period while never certified (a change after the
 * certification needs no new one, 1904.33(b)(2)); and the ITA
 * upload due by March 2 (1904.41(c)), overdue after it for the rest of the year until recorded.
 */
export const yearlyClocks = async (pool: pg.Pool, sites: Site[], now: Date): Promise<OshaClock[]> => {
  const submitted = new Map<number, Set<string>>();
  const clocks: OshaClock[] = [];
  for (const site of sites) {
    const year = Number(calendarDate(now, site.time_zone).slice(0, 4));
    const dates = yearlyDeadlines(year, site.time_zone);
    const common = {
      incidentId: null,
      reportNumber: null,
      establishmentId: site.id,
      establishmentName: site.name,
      severeEvent: null,
      timeZone: site.time_zone,
      changedSinceCertification: false,
    };
    const posting = {
      ...common,
      kind: '300a-posting' as const,
      startsAt: dates.postingStartsAt.toISOString(),
    };
    if (now < dates.postingStartsAt)
      clocks.push({ ...posting, state: 'upcoming', dueAt: dates.postingEndsAt.toISOString() });
    else if (now < dates.postingEndsAt) {
      const certification = await postingCertification(pool, site, year - 1);
      clocks.push(
        certification === 'not-certified'
          ? { ...posting, state: 'overdue', dueAt: dates.postingStartsAt.toISOString() }
          : {
              ...posting,
              state: 'running',
              dueAt: dates.postingEndsAt.toISOString(),
              changedSinceCertification: certification === 'changed-since-certification',
            },
      );
    }
    if (!owesIta(site, year - 1)) continue;
    if (!submitted.has(year - 1)) submitted.set(year - 1, await submittedSites(pool, year - 1));
    if (submitted.get(year - 1)!.has(site.id)) continue;
    clocks.push({
      ...common,
      kind: 'ita-submission',
      state: now < dates.itaDueAt ? 'running' : 'overdue',
      startsAt: null,
      dueAt: dates.itaDueAt.toISOString(),
    });
  }
  return clocks;
};
