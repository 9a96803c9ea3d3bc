import type { Establishment } from '@hs/contracts';
import { cn } from '@/lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { YearFiguresForm } from './year-figures-form';
import { currentLocale } from '@/lib/i18n';

const number = { format: (n: number) => n.toLocaleString(currentLocale()) };

type YearFigures = Establishment['years'][number];

const yearColumns: TableColumn<YearFigures>[] = [
  { header: 'Year', cell: (y) => y.year, rowHeader: true, card: 'title' },
  {
    header: 'Annual average employees',
    phoneLabel: 'Average employees',
    cell: (y) => number.format(y.annualAverageEmployees),
  },
  {
    header: 'Peak employees',
    cell: (y) => (y.peakEmployees === null ? 'Not entered' : number.format(y.peakEmployees)),
  },
  {
    header: 'Total hours worked',
    phoneLabel: 'Hours worked',
    cell: (y) => number.format(y.totalHoursWorked),
  },
  { header: 'Size class', cell: (y) => y.sizeClass },
];

/** Each establishment with its address, codes and yearly figures, newest year first. */
export const EstablishmentList = ({ establishments }: { establishments: Establishment[] }) => (
  <ul className="grid gap-4">
    {establishments.map((e) => (
      <li key={e.id}>
        <Card>
          <CardHeader>
            <CardTitle>{e.name}</CardTitle>
            <p className="text-sm text-slate-700">
              {e.company} · {e.streetAddress}, {e.city}, {e.state} {e.zip} · NAICS {e.naicsCode} (
              {e.industryDescription}) · {e.timeZone}
              {e.ein ? ` · EIN ${e.ein.slice(0, 2)}-${e.ein.slice(2)}` : ' · No EIN'}
              {e.sizeClass ? ` · Size class ${e.sizeClass} (from the latest peak)` : ''}
            </p>
          </CardHeader>
          {e.years.length > 0 && (
            <ResponsiveTable
              caption={`Yearly figures of ${e.name}`}
              columns={yearColumns}
              rows={e.years}
              rowKey={(y) => String(y.year)}
            />
          )}
          <CardContent className={cn('grid gap-4', e.years.length > 0 && 'border-t border-slate-200')}>
            {e.years.length === 0 && <p className="text-sm text-slate-700">No yearly figures yet.</p>}
            <YearFiguresForm establishment={e} />
          </CardContent>
        </Card>
      </li>
    ))}
  </ul>
);
