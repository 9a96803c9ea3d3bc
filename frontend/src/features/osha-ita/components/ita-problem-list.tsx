import type { ItaProblem } from '@hs/contracts';
import { Link } from 'react-router';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';

const fixAt = (p: ItaProblem) =>
  p.kind === 'case' ? `/incidents/${encodeURIComponent(p.id)}` : '/establishments';

const columns: TableColumn<ItaProblem>[] = [
  {
    header: 'Where',
    card: 'title',
    cell: (p) => (
      <>
        <span className="font-normal text-slate-700">{p.kind === 'case' ? 'Case ' : 'Establishment '}</span>
        <Link
          to={fixAt(p)}
          className="font-medium text-blue-800 underline underline-offset-2 pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
        >
          {p.label}
        </Link>
      </>
    ),
  },
  { header: 'Column', cell: (p) => p.field, className: 'font-mono text-xs text-slate-900' },
  { header: 'Problem', cell: (p) => p.reason },
];

/** Every problem with where to fix it: the incident's recordkeeping, or the establishments page. */
export const ItaProblemList = ({ problems }: { problems: ItaProblem[] }) => (
  <ResponsiveTable
    caption="Problems OSHA would reject"
    columns={columns}
    rows={problems}
    rowKey={(p) => `${p.id}-${p.field}-${p.reason}`}
  />
);
