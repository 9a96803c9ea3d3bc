import {
  incidentTypes,
  severities,
  type InsightMonth,
  type InsightPlace,
  type InsightsAnswer,
  type InsightStage,
} from '@hs/contracts';
import { incidentTypeLabel } from '@/features/incidents';
import type { DataTable } from './data-table';
import { incidentsLink, type PageFilters } from './incident-links';
import { BAND_STARTS, bandLabel, bandsOf, weekdayNames, weekdayTotal } from './week-bands';

export type MonthView = 'type' | 'severity';

/** "2026-03" -> "Mar 2026", the same in every time zone. */
export const monthLabel = (month: string): string =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The days of `month` inside the answer's period: the first and last month may be partial. */
const daysOf = (answer: InsightsAnswer, month: string) => {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
  const first = `${month}-01`;
  return { from: first < answer.from ? answer.from : first, to: last > answer.to ? answer.to : last };
};

export const monthsTable = (answer: InsightsAnswer, page: PageFilters, view: MonthView): DataTable => {
  const keys: readonly string[] = view === 'type' ? incidentTypes : severities;
  const counts = (m: InsightMonth) => (view === 'type' ? m.byType : m.bySeverity) as Record<string, number>;
  return {
    columns: [
      'Month',
      ...keys.map((k) => (view === 'type' ? incidentTypeLabel(k) : k)),
      'Total',
      '12-month average',
    ],
    rows: answer.months.map((m) => ({
      cells: [monthLabel(m.month), ...keys.map((k) => counts(m)[k] ?? 0), m.total, m.movingAverage],
      href: incidentsLink(answer, page, daysOf(answer, m.month)),
    })),
  };
};

export const ratioTable = (answer: InsightsAnswer, page: PageFilters): DataTable => ({
  columns: ['Month', 'Near misses', 'Injuries', 'Near misses per injury'],
  rows: answer.months.map((m) => ({
    cells: [monthLabel(m.month), m.byType['near-miss'], m.byType.injury, m.nearMissRatio ?? 'No injuries'],
    href: incidentsLink(answer, page, { ...daysOf(answer, m.month), types: ['near-miss', 'injury'] }),
  })),
});

export type PlaceKind = 'locations' | 'establishments' | 'departments';

export const placeHeadings: Record<PlaceKind, string> = {
  locations: 'Location',
  establishments: 'Establishment',
  departments: 'Department',
};

export const placesTable = (answer: InsightsAnswer, page: PageFilters, kind: PlaceKind): DataTable => ({
  columns: [placeHeadings[kind], 'Incidents'],
  rows: answer.where[kind].map((place: InsightPlace) => ({
    cells: [place.label, place.count],
    href: incidentsLink(answer, page, {
      from: answer.from,
      to: answer.to,
      ...(kind === 'locations' && place.key ? { location: place.key } : {}),
      ...(kind === 'establishments' && place.key ? { establishment: place.key } : {}),
      ...(kind === 'departments' && place.key ? { department: place.key } : {}),
    }),
  })),
});

export const stageLabels: Record<InsightStage, string> = {
  'under-review': 'Under review',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const speedTable = (answer: InsightsAnswer, page: PageFilters): DataTable => ({
  columns: ['Stage', 'Incidents that reached it', 'Median days', '90th percentile days'],
  rows: answer.speed.map((s) => ({
    cells: [stageLabels[s.stage], s.reached, s.medianDays ?? 'None reached', s.p90Days ?? 'None reached'],
    href: incidentsLink(answer, page, {
      from: answer.from,
      to: answer.to,
      // Reaching "under review" is no status of today (it may be reopened since): the period only.
      ...(s.stage === 'under-review' ? {} : { stage: s.stage }),
    }),
  })),
});

/**
 * When in the week: a row per weekday, a column per 3-hour band on the site's clock. Incident
 * Management cannot filter by weekday, so a row's link opens the whole period.
 */
export const whenTable = (answer: InsightsAnswer, page: PageFilters): DataTable => ({
  columns: ['Weekday', ...BAND_STARTS.map(bandLabel), 'No time given', 'Total'],
  rows: answer.when.map((day) => ({
    cells: [weekdayNames[day.weekday - 1]!, ...bandsOf(day), day.untimed, weekdayTotal(day)],
    href: incidentsLink(answer, page, { from: answer.from, to: answer.to }),
  })),
});
