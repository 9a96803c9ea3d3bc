import type { InsightActionMonth, InsightsAnswer } from '@hs/contracts';
import { lastDayOf } from './calendar-months';
import type { DataTable } from './data-table';
import { monthLabel } from './insight-tables';
import type { PageFilters } from './incident-links';

export type ActionOutcome = keyof Omit<InsightActionMonth, 'month'>;

/** From done to not done, the order the bars stack in. */
export const actionOutcomes: readonly ActionOutcome[] = [
  'closedOnTime',
  'closedLate',
  'overdue',
  'notYetDue',
];

export const actionOutcomeLabels: Record<ActionOutcome, string> = {
  closedOnTime: 'Closed on time',
  closedLate: 'Closed late',
  overdue: 'Overdue',
  notYetDue: 'Open, not yet due',
};

export const actionsDue = (month: InsightActionMonth) =>
  actionOutcomes.reduce((n, outcome) => n + month[outcome], 0);

/** The actions due in `month` (within the period), as the Actions page's "All actions" tab lists them. */
const actionsLink = (answer: InsightsAnswer, page: PageFilters, month: string) => {
  const first = `${month}-01`;
  const last = lastDayOf(month);
  const params = new URLSearchParams({
    tab: 'all',
    dueFrom: first < answer.from ? answer.from : first,
    dueTo: last > answer.to ? answer.to : last,
  });
  if (page.establishment) params.set('establishmentId', page.establishment);
  return `/actions?${params}`;
};

/** A row per month of the period: its actions by outcome. Months with none due are kept, as zeroes. */
export const actionsTable = (answer: InsightsAnswer, page: PageFilters): DataTable => ({
  columns: ['Month due', ...actionOutcomes.map((o) => actionOutcomeLabels[o]), 'Total'],
  rows: answer.actions.map((m) => ({
    cells: [monthLabel(m.month), ...actionOutcomes.map((o) => m[o]), actionsDue(m)],
    href: actionsLink(answer, page, m.month),
  })),
});

/** Completed within the scheduled window, in percent of the scheduled; "None scheduled" without any. */
export const onTimeRate = (onTime: number, scheduled: number) =>
  scheduled === 0 ? 'None scheduled' : `${Math.round((onTime / scheduled) * 100)}%`;

/** A row per site. The Inspections page has no filters, so a row opens it whole. */
export const inspectionsTable = (answer: InsightsAnswer): DataTable => ({
  columns: ['Establishment', 'Completed', 'Mean score', 'On time', 'On-time rate'],
  rows: answer.inspections.map((site) => ({
    cells: [
      site.name,
      site.completed,
      site.meanScore === null ? 'Not scored' : `${site.meanScore}%`,
      `${site.onTime} of ${site.scheduled}`,
      onTimeRate(site.onTime, site.scheduled),
    ],
    href: '/inspections',
  })),
});
