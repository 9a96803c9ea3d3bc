import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { InvestigationState, type InvestigationSummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label, NativeSelect } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { QueryState } from '@/components/query-state';
import { useWideScreen } from '@/lib/use-media-query';
import { investigationsQueryOptions, type InvestigationFilters } from '../api/get-investigations';
import { DueText } from '../components/due-text';
import { InvestigationStateBadge } from '../components/investigation-state-badge';
import { investigationStateLabels } from '../investigation-labels';

const pathOf = (row: InvestigationSummary) =>
  `/incidents/${encodeURIComponent(row.incidentId)}/investigation`;

/** On a phone the whole card is the link (rowLink); in the table, the incident's name is. */
const columnsFor = (wide: boolean): TableColumn<InvestigationSummary>[] => [
  {
    header: 'Incident',
    rowHeader: true,
    card: 'title',
    cell: (row) =>
      wide ? (
        <Link to={pathOf(row)} className="font-medium text-brand-800 underline">
          #{row.reportNumber} {row.incidentTitle}
        </Link>
      ) : (
        `#${row.reportNumber} ${row.incidentTitle}`
      ),
  },
  {
    header: 'State',
    card: 'badge',
    cell: (row) => <InvestigationStateBadge state={row.state} overdue={row.overdue} />,
  },
  { header: 'Lead', cell: (row) => row.lead.name },
  { header: 'Department', cell: (row) => row.department || 'N/A' },
  { header: 'Due', cell: (row) => <DueText investigation={row} /> },
];

/** /investigations: every investigation this user may see, filtered by state, mine or all, overdue. */
export const InvestigationsPage = () => {
  const [filters, setFilters] = useState<InvestigationFilters>({ scope: 'all' });
  const query = useInfiniteQuery({
    ...investigationsQueryOptions(filters),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
  const columns = columnsFor(useWideScreen());
  return (
    <>
      <PageHeader
        title="Investigations"
        description="Why incidents happened, and what stops them happening again."
      />
      <Card>
        <div
          className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-3"
          role="group"
          aria-label="Filters"
        >
          <div className="grid gap-1">
            <Label htmlFor="inv-filter-state">State</Label>
            <NativeSelect
              id="inv-filter-state"
              value={filters.state ?? ''}
              onChange={(e) =>
                setFilters(({ state: _state, ...f }) => ({
                  ...f,
                  ...(e.target.value ? { state: e.target.value as InvestigationState } : {}),
                }))
              }
            >
              <option value="">Any state</option>
              {InvestigationState.options.map((state) => (
                <option key={state} value={state}>
                  {investigationStateLabels[state]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="inv-filter-scope">Whose</Label>
            <NativeSelect
              id="inv-filter-scope"
              value={filters.scope ?? 'all'}
              onChange={(e) =>
                setFilters((f) => ({ ...f, scope: e.target.value === 'mine' ? 'mine' : 'all' }))
              }
            >
              <option value="all">All I may see</option>
              <option value="mine">Mine (lead or member)</option>
            </NativeSelect>
          </div>
          <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={filters.overdue === 'true'}
              onChange={(e) =>
                setFilters(({ overdue: _overdue, ...f }) => ({
                  ...f,
                  ...(e.target.checked ? { overdue: 'true' as const } : {}),
                }))
              }
              className="size-5 accent-brand-700"
            />
            Overdue only
          </label>
        </div>
        <QueryState
          query={query}
          loading="Loading investigations..."
          failed="Failed to load investigations"
          empty="No investigation matches."
        >
          {(items) => (
            <>
              <ResponsiveTable
                caption="Investigations"
                columns={columns}
                rows={items}
                rowKey={(row) => row.incidentId}
                rowLink={pathOf}
              />
              {query.hasNextPage && (
                <div className="flex justify-center p-4">
                  <Button
                    variant="secondary"
                    size="lg"
                    onClick={() => void query.fetchNextPage()}
                    disabled={query.isFetchingNextPage}
                  >
                    {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
                  </Button>
                </div>
              )}
            </>
          )}
        </QueryState>
      </Card>
    </>
  );
};
