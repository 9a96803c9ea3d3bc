import type { ItaProblem } from '@hs/contracts';
import { Link } from 'react-router';

const fixAt = (p: ItaProblem) =>
  p.kind === 'case' ? `/incidents/${encodeURIComponent(p.id)}` : '/establishments';

/** Every problem with where to fix it: the incident's recordkeeping, or the establishments page. */
export const ItaProblemList = ({ problems }: { problems: ItaProblem[] }) => (
  <table className="w-full text-left text-sm">
    <caption className="sr-only">Problems OSHA would reject</caption>
    <thead className="border-b border-slate-300 text-slate-700">
      <tr>
        <th scope="col" className="py-2 pr-4 font-semibold">
          Where
        </th>
        <th scope="col" className="py-2 pr-4 font-semibold">
          Column
        </th>
        <th scope="col" className="py-2 font-semibold">
          Problem
        </th>
      </tr>
    </thead>
    <tbody>
      {problems.map((p) => (
        <tr key={`${p.id}-${p.field}-${p.reason}`} className="border-b border-slate-200 last:border-b-0">
          <td className="py-2 pr-4">
            <span className="text-slate-700">{p.kind === 'case' ? 'Case ' : 'Establishment '}</span>
            <Link to={fixAt(p)} className="font-medium text-blue-800 underline underline-offset-2">
              {p.label}
            </Link>
          </td>
          <td className="py-2 pr-4 font-mono text-xs text-slate-900">{p.field}</td>
          <td className="py-2 text-slate-900">{p.reason}</td>
        </tr>
      ))}
    </tbody>
  </table>
);
