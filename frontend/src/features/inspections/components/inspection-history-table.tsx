import type { InspectionHistoryRow } from '@hs/contracts';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { scoreText } from '../inspection-labels';

const columns: TableColumn<InspectionHistoryRow>[] = [
  { header: 'Template', cell: (row) => row.templateTitle, card: 'title' },
  { header: 'Establishment', cell: (row) => row.establishmentName },
  { header: 'Completed', cell: (row) => row.completed },
  { header: 'Average score', cell: (row) => scoreText(row.averageScore) },
  { header: 'Last score', cell: (row) => scoreText(row.lastScore) },
  { header: 'Last done', cell: (row) => formatDate(row.lastCompletedOn) },
];

/** Completed inspections per template and establishment, with their scores. */
export const InspectionHistoryTable = ({ rows }: { rows: InspectionHistoryRow[] }) => (
  <ResponsiveTable
    caption="Inspection history per template and site"
    columns={columns}
    rows={rows}
    rowKey={(row) => `${row.templateId}-${row.establishmentId}`}
  />
);
