/** A chart's data as rows: drawn as its table alternative and exported as its CSV, so the two agree. */
export type DataTable = {
  columns: string[];
  rows: { cells: (string | number)[]; href: string }[];
};

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const toCsv = ({ columns, rows }: DataTable): string =>
  [columns, ...rows.map((row) => row.cells.map(String))]
    .map((line) => line.map(csvField).join(','))
    .join('\r\n') + '\r\n';
