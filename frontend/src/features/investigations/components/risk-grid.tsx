import { Check } from 'lucide-react';
import type { RiskMatrix } from '@hs/contracts';
import { cn } from '@/lib/cn';
import { bandOf, likelihoodsAcross, severitiesDown, textOn } from '../risk-cells';

export type RiskCell = { severity: number; likelihood: number };

interface RiskGridProps {
  matrix: RiskMatrix;
  caption: string;
  chosen: RiskCell | null;
  /** Absent: the grid only shows the rating (the report). */
  onChoose?: (cell: RiskCell) => void;
}

/**
 * The 5 x 5 matrix as a table of buttons: severity down the side, likelihood across the top,
 * each cell in its band's colour; the chosen one is ringed and ticked, not only coloured.
 */
export const RiskGrid = ({ matrix, caption, chosen, onChoose }: RiskGridProps) => (
  <table className="w-full table-fixed border-separate border-spacing-1 text-xs">
    <caption className="pb-1 text-left text-sm font-medium text-slate-800">{caption}</caption>
    <thead>
      <tr>
        <th scope="col" className="w-20 text-left align-bottom font-semibold text-slate-700 sm:w-28">
          Severity / Likelihood
        </th>
        {likelihoodsAcross.map((l) => (
          <th
            key={l}
            scope="col"
            className="align-bottom text-[0.625rem] font-medium hyphens-auto text-slate-800 [overflow-wrap:anywhere] sm:text-xs"
          >
            {l}. {matrix.likelihoodLabels[l - 1]}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {severitiesDown.map((s) => (
        <tr key={s}>
          <th scope="row" className="text-left font-medium hyphens-auto text-slate-800">
            {s}. {matrix.severityLabels[s - 1]}
          </th>
          {likelihoodsAcross.map((l) => {
            const score = s * l;
            const band = bandOf(matrix, score);
            const isChosen = chosen?.severity === s && chosen.likelihood === l;
            const label = `Severity ${s} ${matrix.severityLabels[s - 1]}, likelihood ${l} ${matrix.likelihoodLabels[l - 1]}: score ${score}, ${band.label}`;
            const look = cn(
              'flex h-11 w-full items-center justify-center gap-0.5 rounded font-semibold',
              isChosen ? 'ring-4 ring-slate-900 ring-offset-1' : '',
            );
            const style = { backgroundColor: band.colour, color: textOn(band.colour) };
            const content = (
              <>
                {isChosen && <Check className="size-4" aria-hidden="true" />}
                {score}
              </>
            );
            return (
              <td key={l} className="p-0">
                {onChoose ? (
                  <button
                    type="button"
                    aria-label={label}
                    aria-pressed={isChosen}
                    className={cn(
                      look,
                      'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-600',
                    )}
                    style={style}
                    onClick={() => onChoose({ severity: s, likelihood: l })}
                  >
                    {content}
                  </button>
                ) : (
                  <div
                    className={look}
                    style={style}
                    aria-label={isChosen ? `${label} (chosen)` : label}
                    role="img"
                  >
                    {content}
                  </div>
                )}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  </table>
);
