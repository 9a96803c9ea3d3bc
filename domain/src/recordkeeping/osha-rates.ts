import { calendarDate } from '../shared/time-zone.ts';
import { addDays } from './osha-clocks.ts';
import { incidenceRate } from './osha-summary.ts';
import type { CaseOutcome } from './recordkeeping.vocabulary.ts';

/** What the rates need of an establishment: its company, zone and each year's hours worked. */
export type RateEstablishment = {
  id: string;
  name: string;
  company: string;
  timeZone: string;
  hoursByYear: ReadonlyMap<number, number>;
};

/** A recordable case: where, the day of injury and its most serious outcome. */
export type RateCase = { establishmentId: string; date: string; outcome: CaseOutcome };

export type RatePeriod = {
  period: string;
  from: string;
  to: string;
  cases: number;
  dartCases: number;
  hoursWorked: number | null;
  trir: number | null;
  dart: number | null;
};
/** What a rate row counts: one establishment, one company's, or all of them. */
export const rateScopes = ['establishment', 'company', 'overall'] as const;
export type RateRow = {
  scope: (typeof rateScopes)[number];
  key: string;
  label: string;
  periods: RatePeriod[];
};

export const LAST_12_MONTHS = 'last-12-months';
/** 1904.33: the five years after the year of the records, so the current one and five before. */
const YEARS_KEPT = 5;

/** DART counts the cases with days away from work or of job transfer or restriction (300A columns H and I). */
const isDart = (outcome: CaseOutcome) => outcome === 'days-away' || outcome === 'job-transfer-restriction';

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** Hours of the days from `from` to `to`: each year's figure spread evenly over its days. Null if a year has none. */
const proratedHours = (hoursByYear: ReadonlyMap<number, number>, from: string, to: string): number | null => {
  let total = 0;
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const hours = hoursByYear.get(year);
    if (hours === undefined) return null;
    const start = from > `${year}-01-01` ? from : `${year}-01-01`;
    const end = to < `${year}-12-31` ? to : `${year}-12-31`;
    total += (hours * daysBetween(start, end)) / daysBetween(`${year}-01-01`, `${year}-12-31`);
  }
  return total;
};

type Span = { period: string; from: string; to: string };

const periodOf = (span: Span, cases: readonly RateCase[], hours: number | null): RatePeriod => {
  const inSpan = cases.filter((c) => c.date >= span.from && c.date <= span.to);
  const dartCases = inSpan.filter((c) => isDart(c.outcome)).length;
  return {
    ...span,
    cases: inSpan.length,
    dartCases,
    hoursWorked: hours === null ? null : Math.round(hours),
    trir: incidenceRate(inSpan.length, hours),
    dart: incidenceRate(dartCases, hours),
  };
};

/** A group's figure: its members' sums. A member with cases but no hours leaves the rate unknown. */
const groupPeriod = (
  span: Span,
  members: readonly RatePeriod[],
  exactHours: readonly (number | null)[],
): RatePeriod => {
  const cases = members.reduce((n, m) => n + m.cases, 0);
  const dartCases = members.reduce((n, m) => n + m.dartCases, 0);
  const unknown = members.some((m, i) => m.cases > 0 && exactHours[i] === null);
  const hours = unknown ? null : exactHours.reduce<number>((n, h) => n + (h ?? 0), 0);
  return {
    ...span,
    cases,
    dartCases,
    hoursWorked: hours === null ? null : Math.round(hours),
    trir: incidenceRate(cases, hours),
    dart: incidenceRate(dartCases, hours),
  };
};

/** The day after the same date a year before (after February 28 when today is February 29), to today. */
const lastTwelveMonths = (today: string): Span => {
  const yearBefore = Number(today.slice(0, 4)) - 1;
  const monthDay = today.slice(5);
  const from = monthDay === '02-29' ? `${yearBefore}-03-01` : addDays(`${yearBefore}-${monthDay}`, 1);
  return { period: LAST_12_MONTHS, from, to: today };
};

/**
 * TRIR and DART per establishment, per company and overall: for each calendar year with hours or
 * cases (the current one and the five kept before it), and for the twelve months up to today in
 * each establishment's zone with each year's hours prorated by its days.
 */
export const oshaRates = (
  establishments: readonly RateEstablishment[],
  cases: readonly RateCase[],
  now: Date,
  siteTimeZone: string,
): { periods: string[]; rows: RateRow[] } => {
  const currentYear = Number(calendarDate(now, siteTimeZone).slice(0, 4));
  const known = new Set<number>([currentYear]);
  for (const e of establishments) for (const year of e.hoursByYear.keys()) known.add(year);
  for (const c of cases) known.add(Number(c.date.slice(0, 4)));
  const years = [...known]
    .filter((y) => y <= currentYear && y >= currentYear - YEARS_KEPT)
    .sort((a, b) => b - a);
  const yearSpans: Span[] = years.map((y) => ({ period: String(y), from: `${y}-01-01`, to: `${y}-12-31` }));
  const siteSpan = lastTwelveMonths(calendarDate(now, siteTimeZone));

  const perEstablishment = establishments.map((e) => {
    const own = cases.filter((c) => c.establishmentId === e.id);
    const spans = [...yearSpans, lastTwelveMonths(calendarDate(now, e.timeZone))];
    const hours = spans.map((span) =>
      span.period === LAST_12_MONTHS
        ? proratedHours(e.hoursByYear, span.from, span.to)
        : (e.hoursByYear.get(Number(span.period)) ?? null),
    );
    const row: RateRow = {
      scope: 'establishment',
      key: e.id,
      label: e.name,
      periods: spans.map((span, i) => periodOf(span, own, hours[i] ?? null)),
    };
    return { establishment: e, row, hours };
  });

  const group = (
    scope: 'company' | 'overall',
    key: string,
    label: string,
    members: typeof perEstablishment,
  ): RateRow => ({
    scope,
    key,
    label,
    periods: [...yearSpans, siteSpan].map((span, i) =>
      groupPeriod(
        span,
        members.map((m) => m.row.periods[i]!),
        members.map((m) => m.hours[i] ?? null),
      ),
    ),
  });

  const companies = [...new Set(establishments.map((e) => e.company))].sort();
  return {
    periods: [...yearSpans.map((s) => s.period), LAST_12_MONTHS],
    rows: [
      ...perEstablishment.map((m) => m.row).sort((a, b) => a.label.localeCompare(b.label)),
      ...companies.map((company) =>
        group(
          'company',
          company,
          company,
          perEstablishment.filter((m) => m.establishment.company === company),
        ),
      ),
      group('overall', 'all', 'All establishments', perEstablishment),
    ],
  };
};
