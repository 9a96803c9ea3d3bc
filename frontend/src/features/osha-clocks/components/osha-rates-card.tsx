import { useQuery } from '@tanstack/react-query';
import type { OshaRatePeriod, OshaRates } from '@hs/contracts';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { oshaRatesQueryOptions } from '../api/get-osha-rates';

const periodLabel = (period: string) => (period === 'last-12-months' ? 'Last 12 months' : period);

/** "1.58": a rate; "—" when the hours are missing, never 0.00 from missing data. */
const rate = (value: number | null) => (value === null ? '—' : value.toFixed(2));

const Figure = ({ period }: { period: OshaRatePeriod | undefined }) => {
  if (!period) return <td className="px-3 py-2 text-slate-600">—</td>;
  const missing = period.hoursWorked === null;
  return (
    <td className="px-3 py-2 tabular-nums">
      <span className="font-semibold">{rate(period.trir)}</span>
      <span className="text-slate-600"> / {rate(period.dart)}</span>
      <span className="block text-xs text-slate-600">
        {period.cases} {period.cases === 1 ? 'case' : 'cases'}
        {missing ? ', no hours' : ''}
      </span>
    </td>
  );
};

const scopeWords: Record<OshaRates['rows'][number]['scope'], string> = {
  establishment: 'Establishment',
  company: 'Company',
  overall: 'Overall',
};

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
        <ScrollRegion label="TRIR and DART by establishment, company and overall">
          <table className="w-full text-left text-sm text-slate-900">
            <caption className="sr-only">TRIR and DART by establishment, company and overall</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Where
                </th>
                {data.periods.map((period) => (
                  <th key={period} scope="col" className="px-3 py-2">
                    {periodLabel(period)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {data.rows.map((row) => (
                <tr
                  key={`${row.scope}-${row.key}`}
                  className={row.scope === 'establishment' ? '' : 'bg-slate-50'}
                >
                  <th scope="row" className="px-3 py-2 font-medium">
                    {row.label}
                    <span className="block text-xs font-normal text-slate-600">{scopeWords[row.scope]}</span>
                  </th>
                  {data.periods.map((period) => (
                    <Figure key={period} period={row.periods.find((p) => p.period === period)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
};
