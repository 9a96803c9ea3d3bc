import type { InsightsAnswer } from '@hs/contracts';
import type { DataTable } from './data-table';
import { currentLocale } from '@/lib/i18n';

/** A rate as OSHA writes it, two decimals; "No hours" where the year's hours worked are missing. */
const rate = (value: number | null) => (value === null ? 'No hours' : value.toFixed(2));

/** A row per establishment and year, newest first; a row opens that OSHA 300 log. */
export const oshaTable = (answer: InsightsAnswer): DataTable => ({
  columns: ['Establishment and year', 'Recordable cases', 'DART cases', 'Hours worked', 'TRIR', 'DART'],
  rows: (answer.osha ?? []).map((r) => ({
    cells: [
      `${r.name}, ${r.year}`,
      r.cases,
      r.dartCases,
      r.hoursWorked === null ? 'Not recorded' : r.hoursWorked.toLocaleString(currentLocale()),
      rate(r.trir),
      rate(r.dart),
    ],
    href: `/osha?${new URLSearchParams({ establishmentId: r.establishmentId, year: String(r.year) })}`,
  })),
});
