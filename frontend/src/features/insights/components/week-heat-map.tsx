import type { InsightsAnswer } from '@hs/contracts';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { BAND_STARTS, bandLabel, bandsOf, weekdayNames } from '../week-bands';

/**
 * Shades from none to most, each with a text colour of at least 4.5:1 on it (WCAG 1.4.3). The
 * number is in every cell, so the colour is never the only carrier of the figure.
 */
const shades = [
  { background: '#ffffff', color: '#64748b' },
  { background: '#dbeafe', color: '#0f172a' },
  { background: '#93c5fd', color: '#0f172a' },
  { background: '#2563eb', color: '#ffffff' },
  { background: '#1e3a8a', color: '#ffffff' },
];

const shadeOf = (count: number, most: number) =>
  count === 0 || most === 0 ? shades[0]! : shades[Math.ceil((count / most) * (shades.length - 1))]!;

/** Incidents by weekday and 3-hour band as a shaded table: the darker, the more. */
export const WeekHeatMap = ({ answer }: { answer: InsightsAnswer }) => {
  const rows = answer.when.map((day) => ({ day, bands: bandsOf(day) }));
  const most = Math.max(0, ...rows.flatMap((row) => row.bands));
  return (
    <ScrollRegion label="Incidents by weekday and hour: heat map">
      <table className="w-full max-w-3xl table-fixed border-separate border-spacing-0.5 text-center text-xs">
        <caption className="sr-only">
          Incidents by weekday and 3-hour band of the day, on the site&apos;s clock
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-10 text-left font-semibold text-slate-800">
              <span className="sr-only">Weekday</span>
            </th>
            {BAND_STARTS.map((start) => (
              <th key={start} scope="col" className="py-1 font-semibold text-slate-800 tabular-nums">
                <span aria-hidden="true">{String(start).padStart(2, '0')}</span>
                <span className="sr-only">{bandLabel(start)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ day, bands }) => (
            <tr key={day.weekday}>
              <th scope="row" className="text-left font-medium text-slate-900">
                <span aria-hidden="true">{weekdayNames[day.weekday - 1]!.slice(0, 3)}</span>
                <span className="sr-only">{weekdayNames[day.weekday - 1]}</span>
              </th>
              {bands.map((count, band) => (
                <td
                  key={BAND_STARTS[band]}
                  className="h-9 rounded-sm border border-slate-200 font-semibold tabular-nums"
                  style={shadeOf(count, most)}
                >
                  {count}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-700">
        Columns start at the hour shown and last three hours. Reports without a time are counted in the table
        below.
      </p>
    </ScrollRegion>
  );
};
