import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Card, CardHeader } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import {
  incidentPagesQueryOptions,
  type IncidentPage,
  IncidentStatusBadge,
  SeverityBadge,
  incidentTypeLabel,
  incidentDateText,
} from '@/features/incidents';
import { ListPager, useFocusFirstNewRow } from '@/components/ui/list-pager';
import { useDebouncedValue } from '../use-debounced-value';
import { IncidentDetailDialog } from './incident-detail-dialog';
import { dateRangeError, filterParams, filtersFromParams } from '../incident-list-params';
import { IncidentFilters } from './incident-filters';
import { currentLocale } from '@/lib/i18n';

/** How many match, from the server: exact, or "about" when it could only estimate. */
const countText = ({ count, exact }: IncidentPage['total']): string =>
  `${exact ? '' : 'about '}${count.toLocaleString(currentLocale())}`;

/** The Incident Management tab: filters, the count, the list and a dialog per incident. */
export const IncidentManagement = () => {
  // The filters live in the URL, so a link (from Insights, say) opens the list filtered. The state
  // leads and the URL follows: each keystroke builds on the last even before the URL has changed.
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  const wanted = filterParams(filters).toString();
  useEffect(() => {
    if (wanted !== params.toString()) setParams(new URLSearchParams(wanted), { replace: true });
  }, [wanted, params, setParams]);
  // Typed filters are sent once typing pauses.
  const typed = {
    search: useDebouncedValue(filters.search),
    location: useDebouncedValue(filters.location),
    department: useDebouncedValue(filters.department),
  };
  // A range whose end comes before its start is shown as an error beside it, and not sent.
  const days = dateRangeError(filters) ? {} : { from: filters.from, to: filters.to };
  const query = useInfiniteQuery({
    ...incidentPagesQueryOptions({
      ...(filters.status === 'all' ? {} : { statuses: [filters.status] }),
      ...(filters.severity === 'all' ? {} : { severities: [filters.severity] }),
      openActions: filters.openActions,
      ...typed,
      ...days,
      types: filters.types,
      establishment: filters.establishment,
      ...(filters.company ? { company: filters.company } : {}),
    }),
    // Keep the last list on screen while a new filter loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = query;
  const rows = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages.at(-1)?.total;
  const list = useRef<HTMLUListElement>(null);
  const markFirstNewRow = useFocusFirstNewRow(list, rows.length);

  return (
    <Card aria-labelledby="incident-management-title">
      <div className="border-b border-slate-200 px-5 py-4 sm:px-6">
        <IncidentFilters values={filters} onChange={setFilters} />
      </div>
      <CardHeader className="items-center">
        <h2
          id="incident-management-title"
          className="text-lg font-semibold text-slate-900"
          aria-live="polite"
        >
          {total ? `Incidents (${countText(total)})` : 'Incidents'}
        </h2>
        {isPlaceholderData && (
          <span className="flex items-center gap-2 text-sm text-slate-600">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Updating...
          </span>
        )}
      </CardHeader>
      {isPending ? (
        <StatusMessage kind="loading">Loading incidents...</StatusMessage>
      ) : isError ? (
        <QueryError query={{ refetch, isFetching }}>Failed to load incidents</QueryError>
      ) : rows.length === 0 ? (
        <StatusMessage kind="empty">No incidents found matching your criteria.</StatusMessage>
      ) : (
        <ul ref={list} aria-label="Matching incidents" className="divide-y divide-slate-200">
          {rows.map((incident) => (
            <li
              key={incident.id}
              data-list-row
              tabIndex={-1}
              className="focus-visible:outline-2 focus-visible:outline-brand-600 flex flex-col items-start gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6"
            >
              <div className="w-full min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold whitespace-nowrap text-slate-900">
                    #{incident.reportNumber}
                  </span>
                  {incident.severity && (
                    <span>
                      <span className="sr-only">Severity: </span>
                      <SeverityBadge severity={incident.severity} />
                    </span>
                  )}
                  <span>
                    <span className="sr-only">Status: </span>
                    <IncidentStatusBadge status={incident.status} />
                  </span>
                </p>
                <p className="mt-1 text-sm break-words text-slate-800">
                  {incidentTypeLabel(incident.type)} at {incident.location}
                </p>
                <p className="text-xs text-slate-600">
                  {incidentDateText(incident)}
                  {incident.employeeName && ` · ${incident.employeeName}`}
                </p>
              </div>
              <IncidentDetailDialog summary={incident} />
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && total && (
        <ListPager
          shown={rows.length}
          total={total}
          // The rows of the previous filter stay on screen while the new one loads: no paging them.
          hasMore={query.hasNextPage && !isPlaceholderData}
          loading={query.isFetchingNextPage}
          noun="incidents"
          onLoadMore={() => {
            markFirstNewRow();
            void query.fetchNextPage();
          }}
        />
      )}
    </Card>
  );
};
