import type { TrainingMatrix } from '@hs/contracts';
import { cellLabels } from './matrix-cell-badge';

/** How many cells stand in each state, in the order a manager acts on them. */
export const MatrixTotals = ({ totals }: { totals: TrainingMatrix['totals'] }) => {
  const figures = [
    ['expired', totals.expired],
    ['missing', totals.missing],
    ['expiring', totals.expiring],
    ['held', totals.held],
    ['not-required', totals.notRequired],
  ] as const;
  return (
    <dl aria-label="Cells by state" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {figures.map(([state, count]) => (
        <div key={state} className="flex gap-1.5">
          <dt className="text-slate-700">{cellLabels[state]}</dt>
          <dd className="font-semibold text-slate-900">{count}</dd>
        </div>
      ))}
    </dl>
  );
};
