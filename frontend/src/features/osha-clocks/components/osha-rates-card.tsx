import { useQuery } from '@tanstack/react-query';
import type { OshaRatePeriod, OshaRates } from '@hs/contracts';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { oshaRatesQueryOptions } from '../api/get-osha-rates';

type RateRow = OshaRates['rows'][number];

const periodLabel = (period: string) => (period === 'last-12-months' ? 'Last 12 months' : period);

/** "1.58": a rate; "—" when the hours are missing, never 0.00 from missing data. */
const rate = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** A period's rates and its case count; a dash where the row has no such period. */
const Figure = ({ period }: { period: OshaRatePeriod | undefined }) => {
  if (!period) return <span className="text-slate-600">—</span>;
  const missing = period.hoursWorked === null;
  return (
    <span className="tabular-nums">
      <span className="font-semibold">{rate(period.trir)}</span>
      <span className="text-slate-600"> / {rate(period.dart)}</span>
      <span className="block text-xs text-slate-600">
        {period.cases} {period.cases === 1 ? 'case' : 'cases'}
        {missing ? ', no hours' : ''}
      </span>
    </span>
  );
};

const scopeWords: Record<RateRow['scope'], string> = {
  establishment: 'Establishment',
  company: 'Company',
  overall: 'Overall',
};

/** The place, then a column per period (each year, then the last 12 months). */
const rateColumns = (periods: OshaRates['periods']): TableColumn<RateRow>[] => [
  {
    header: 'Where',
    rowHeader: true,
    card: 'title',
    cell: (row) => (
      <>
        {row.label}
        <span className="block text-xs font-normal text-slate-600">{scopeWords[row.scope]}</span>
      </>
    ),
  },
  ...periods.map((period): TableColumn<RateRow> => ({
    header: periodLabel(period),
    cell: (row) => <Figure period={row.periods.find((p) => p.period === period)} />,
  })),
];

/** TRIR and DART per establishment, company and overall: each year and the last 12 months. */
export const OshaRatesCard = ({ className }: { className?: string }) => {
  const safetyTeam = isSafetyTeam(useSignedInUser());
  const { data, isPending, isError, refetch, isFetching } = useQuery({
    ...oshaRatesQueryOptions(),
    enabled: safetyTeam,
  });
  const noHours = data?.rows.every((row) => row.periods.every((p) => p.hoursWorked === null)) ?? true;
  // The safety team's figures: the server refuses them to anyone else.
  if (!safetyTeam) return null;
  return (
    <Card aria-labelledby="osha-rates-title" className={className}>
      <CardHeader>
        <div>
          <CardTitle id="osha-rates-title">OSHA Incidence Rates</CardTitle>
          <CardDescription>
            TRIR / DART: recordable cases, and those with days away, restricted or transferred, per 200,000
            hours worked. The last 12 months prorate each year&apos;s hours by its days.
          </CardDescription>
        </div>
      </CardHeader>
      {isPending ? (
        <StatusMessage kind="loading">Loading incidence rates...</StatusMessage>
      ) : isError ? (
        <QueryError query={{ refetch, isFetching }}>Failed to load incidence rates</QueryError>
      ) : noHours ? (
        <StatusMessage kind="empty">No data yet</StatusMessage>
      ) : (
        <ResponsiveTable
          caption="TRIR and DART by establishment, company and overall"
          columns={rateColumns(data.periods)}
          rows={data.rows}
          rowKey={(row) => `${row.scope}-${row.key}`}
          isSummary={(row) => row.scope !== 'establishment'}
        />
      )}
    </Card>
  );
};
