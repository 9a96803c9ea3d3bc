import type { InsightPeopleDepartment, InsightsAnswer } from '@hs/contracts';
import type { DataTable } from './data-table';

/** A share in whole percent, or null when nothing was owed. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100);

const shown = (percent: number | null, none: string) => (percent === null ? none : `${percent}%`);

export const trainingPercent = (d: InsightPeopleDepartment) => percentOf(d.trainingOnTime, d.trainingDue);
export const signedPercent = (d: InsightPeopleDepartment) =>
  percentOf(d.signaturesOwed - d.signaturesAwaiting, d.signaturesOwed);

/** A row per department: its training (the Compliance page's figure) and its signatures; each opens its Training Matrix. */
export const peopleTable = (answer: InsightsAnswer): DataTable => ({
  columns: ['Department', 'Employees', 'Training on time', 'Training rate', 'Signatures awaited', 'Signed'],
  rows: answer.people.departments.map((d) => ({
    cells: [
      d.department,
      d.employees,
      `${d.trainingOnTime} of ${d.trainingDue}`,
      shown(trainingPercent(d), 'None due'),
      `${d.signaturesAwaiting} of ${d.signaturesOwed}`,
      shown(signedPercent(d), 'None owed'),
    ],
    href: `/training/matrix?${new URLSearchParams({ department: d.department })}`,
  })),
});

/** The documents awaiting most signatures; a row opens the document. */
export const documentsTable = (answer: InsightsAnswer): DataTable => ({
  columns: ['Document', 'Signatures awaited', 'Owed'],
  rows: answer.people.documents.map((d) => ({
    cells: [d.name, d.awaiting, d.owed],
    href: `/documents/${encodeURIComponent(d.documentId)}`,
  })),
});
