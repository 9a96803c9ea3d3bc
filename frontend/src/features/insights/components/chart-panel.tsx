import { Suspense, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Download, Image as ImageIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { toast } from '@/components/ui/toast-store';
import { downloadBlob, downloadTextFile } from '@/lib/download';
import { rechartsLegend, svgToPng } from '@/lib/svg-to-png';
import { toCsv, type DataTable } from '../data-table';

interface ChartPanelProps {
  id: string;
  title: string;
  description: string;
  table: DataTable;
  /** The CSV's file name, without ".csv". */
  fileName: string;
  /** Controls above the chart, such as the choice of view. */
  controls?: ReactNode;
  /** Said instead of the chart when it would be empty, though the table still has rows. */
  nothingToDraw?: string | undefined;
  /** The chart; `open(n)` goes to the records behind its n-th point. */
  chart: (open: (index: number) => void) => ReactNode;
  /** What a row's link opens, and what the panel says when the table has no rows. */
  records?: { link: string; none: string };
  /** False for a chart that is not one SVG drawing (the heat map is a table): it has no PNG. */
  drawnAsSvg?: boolean;
}

const incidents = { link: 'Incidents', none: 'No incidents match these filters in this period.' };

/** A chart with its figures as a table (the accessible alternative) and as a CSV file. */
export const ChartPanel = ({
  id,
  title,
  description,
  table,
  fileName,
  controls,
  nothingToDraw,
  chart,
  records = incidents,
  drawnAsSvg = true,
}: ChartPanelProps) => {
  const navigate = useNavigate();
  const figure = useRef<HTMLElement>(null);
  // The chart's own drawing (Recharts' surface; the legend's icons are SVGs too), as a PNG.
  const chartSvg = () =>
    figure.current?.querySelector<SVGSVGElement>('.recharts-wrapper > svg.recharts-surface');
  const downloadPng = () => {
    const svg = chartSvg();
    if (!svg || !figure.current) return;
    svgToPng(svg, title, rechartsLegend(figure.current))
      .then((png) => downloadBlob(`${fileName}.png`, png))
      .catch((error: unknown) =>
        toast({
          variant: 'destructive',
          title: 'The picture could not be made',
          description: error instanceof Error ? error.message : 'Try again.',
        }),
      );
  };
  const open = (index: number) => {
    const row = table.rows[index];
    if (row) void navigate(row.href);
  };
  return (
    <Card aria-labelledby={`${id}-title`} data-chart={id}>
      <CardHeader>
        <div className="min-w-0">
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadTextFile(`${fileName}.csv`, toCsv(table), 'text/csv')}
          >
            <Download aria-hidden="true" />
            Download CSV<span className="sr-only"> of {title}</span>
          </Button>
          {drawnAsSvg && !nothingToDraw && table.rows.length > 0 && (
            <Button variant="secondary" size="sm" onClick={downloadPng}>
              <ImageIcon aria-hidden="true" />
              Download PNG<span className="sr-only"> of {title}</span>
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {controls}
        {table.rows.length === 0 ? (
          <p className="text-sm text-slate-700">{records.none}</p>
        ) : (
          <>
            {nothingToDraw ? (
              <p className="text-sm text-slate-700">{nothingToDraw}</p>
            ) : (
              <figure ref={figure} aria-label={`${title}: chart`} className="min-w-0">
                <Suspense fallback={<p className="py-8 text-sm text-slate-700">Loading the chart...</p>}>
                  {chart(open)}
                </Suspense>
              </figure>
            )}
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-medium text-brand-800">
                Show the figures as a table
              </summary>
              <FigureTable title={title} table={table} link={records.link} />
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
};

const FigureTable = ({ title, table, link }: { title: string; table: DataTable; link: string }) => (
  <ScrollRegion label={`${title}: table`} className="mt-3">
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{title}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          {table.columns.map((column) => (
            <th key={column} scope="col" className="px-2 py-2 font-semibold text-slate-800">
              {column}
            </th>
          ))}
          <th scope="col" className="px-2 py-2">
            <span className="sr-only">{link} behind the row</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => {
          const [first, ...rest] = row.cells;
          return (
            <tr key={String(first)} className="border-b border-slate-200">
              <th scope="row" className="px-2 py-2 font-medium break-words text-slate-900">
                {String(first)}
              </th>
              {rest.map((cell, index) => (
                <td key={table.columns[index + 1]} className="px-2 py-2 text-slate-800 tabular-nums">
                  {cell}
                </td>
              ))}
              <td className="px-2 py-2">
                <Link
                  to={row.href}
                  className="text-brand-800 underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
                >
                  {link}
                  <span className="sr-only"> of {String(first)}</span>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </ScrollRegion>
);
