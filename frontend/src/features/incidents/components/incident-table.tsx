import { useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import type { IncidentStatus, IncidentSummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { incidentPagesQueryOptions, incidentsQueryOptions } from '../api/get-incidents';
import { incidentDateText } from '../incident-date';
import { incidentTypeLabel } from '../incident-labels';
import { IncidentStatusBadge } from './incident-status-badge';
import { ListPager, useFocusFirstNewRow } from '@/components/ui/list-pager';

const columns = ['ID', 'Type', 'Location', 'Date', 'Status', 'Actions'];

export const DEFAULT_INCIDENTS_EMPTY = 'No incidents have been reported yet.';

interface IncidentRowsProps {
  /** Describes the table for screen readers. */
  caption: string;
  rows: IncidentSummary[];
}

/** The rows of the incident table, for a caller that already holds them. */
export const IncidentRows = ({ caption, rows }: IncidentRowsProps) => (
  <div className="relative overflow-x-auto">
    <table className="w-full min-w-[600px] text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
        <tr>
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              className="px-3 py-3 font-semibold first:pl-4 last:pr-4 last:text-right"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((incident) => (
          <tr
            key={incident.id}
            data-list-row
            tabIndex={-1}
            className="hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <td className="py-3 pr-3 pl-4 font-semibold whitespace-nowrap text-slate-900">
              #{incident.reportNumber}
            </td>
            <td className="px-3 py-3 text-slate-800">{incidentTypeLabel(incident.type)}</td>
            <td className="min-w-36 px-3 py-3 break-words text-slate-800">{incident.location}</td>
            <td className="px-3 py-3 whitespace-nowrap text-slate-800">{incidentDateText(incident)}</td>
            <td className="px-3 py-3">
              <IncidentStatusBadge status={incident.status} />
            </td>
            <td className="py-2 pr-4 pl-3 text-right">
              <Button asChild variant="ghost" size="sm" className="text-brand-800 hover:text-brand-900">
                <Link to={`/incidents/${incident.id}`}>
                  <Eye aria-hidden="true" />
                  {incident.summaryOnly ? 'Summary' : 'View'}
                  <span className="sr-only"> report #{incident.reportNumber}</span>
                </Link>
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

interface IncidentTableProps {
  caption: string;
  /** Show (and fetch) only the newest this many rows; without it the table pages through every match. */
  limit?: number;
  /** Only these statuses, filtered by the server (the tabs of the list page). */
  statuses?: readonly IncidentStatus[];
  /** Only the signed-in user's own reports ("My reports"). */
  mine?: boolean;
  emptyMessage?: string;
}

interface LoadStateProps {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Loading and error states of the table, or null once rows are there. */
const loadState = ({ isPending, isError, isFetching, refetch }: LoadStateProps) => {
  if (isPending) return <StatusMessage kind="loading">Loading incidents...</StatusMessage>;
  if (!isError) return null;
  return (
    <StatusMessage
      kind="error"
      action={
        <Button variant="secondary" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      }
    >
      Failed to load incidents
    </StatusMessage>
  );
};

/** The newest `limit` rows (the dashboard). */
const NewestIncidents = ({ caption, limit, statuses, emptyMessage }: IncidentTableProps) => {
  const query = useQuery(incidentsQueryOptions({ limit, ...(statuses ? { statuses } : {}) }));
  const state = loadState(query);
  if (state || !query.data) return state;
  if (query.data.length === 0) return <StatusMessage kind="empty">{emptyMessage}</StatusMessage>;
  return <IncidentRows caption={caption} rows={query.data} />;
};

/** Every matching row, a page at a time, with the count of matches. */
const PagedIncidents = ({ caption, statuses, mine, emptyMessage }: IncidentTableProps) => {
  const query = useInfiniteQuery(
    incidentPagesQueryOptions({ ...(statuses ? { statuses } : {}), ...(mine ? { mine } : {}) }),
  );
  const container = useRef<HTMLDivElement>(null);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const markFirstNewRow = useFocusFirstNewRow(container, rows.length);
  const state = loadState(query);
  if (state || !query.data) return state;
  if (rows.length === 0) return <StatusMessage kind="empty">{emptyMessage}</StatusMessage>;
  return (
    <div ref={container}>
      <IncidentRows caption={caption} rows={rows} />
      <ListPager
        shown={rows.length}
        total={query.data.pages.at(-1)!.total}
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        noun="incidents"
        onLoadMore={() => {
          markFirstNewRow();
          void query.fetchNextPage();
        }}
      />
    </div>
  );
};

/** The incident table with its loading, error and empty states. */
export const IncidentTable = ({ emptyMessage = DEFAULT_INCIDENTS_EMPTY, ...props }: IncidentTableProps) =>
  props.limit ? (
    <NewestIncidents {...props} emptyMessage={emptyMessage} />
  ) : (
    <PagedIncidents {...props} emptyMessage={emptyMessage} />
  );
