import type { ItaFormulaCell } from '@hs/contracts';
import { Link } from 'react-router';

const fixAt = (c: ItaFormulaCell) =>
  c.kind === 'case' ? `/incidents/${encodeURIComponent(c.id)}` : '/establishments';

/** Text a spreadsheet would run as a formula: the file carries it after a ', but reword it before upload. */
export const ItaFormulaCells = ({ cells }: { cells: ItaFormulaCell[] }) => (
  <ul className="grid gap-2 text-sm">
    {cells.map((c) => (
      <li key={`${c.id}-${c.field}`} className="rounded-md border border-slate-200 p-3">
        <span className="text-slate-700">{c.kind === 'case' ? 'Case ' : 'Establishment '}</span>
        <Link to={fixAt(c)} className="font-medium text-blue-800 underline underline-offset-2">
          {c.label}
        </Link>
        <span className="text-slate-700">, column </span>
        <span className="font-mono text-xs text-slate-900">{c.field}</span>
        <p className="mt-1 font-mono text-xs break-all text-slate-900">{c.value}</p>
      </li>
    ))}
  </ul>
);
