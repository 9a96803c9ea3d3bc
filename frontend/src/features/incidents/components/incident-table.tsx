import { useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import type { IncidentStatus, IncidentSummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/query-state';
import { incidentPagesQueryOptions, incidentsQueryOptions } from '../api/get-incidents';
import { incidentDateText } from '../incident-date';
import { incidentTypeLabel } from '../incident-labels';
import { IncidentStatusBadge } from './incident-status-badge';
import { DispositionBadge } from './disposition/disposition-badge';
import { ListPager, useFocusFirstNewRow } from '@/components/ui/list-pager';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';

export const DEFAULT_INCIDENTS_EMPTY = 'No incidents have been reported yet.';

const columns: TableColumn<IncidentSummary>[] = [
  {
    header: 'ID',
    cell: (incident) => (
      <>
        #{incident.reportNumber}
        <DispositionBadge disposition={incident.disposition} />
      </>
    ),
    className: 'font-semibold whitespace-nowrap text-slate-900',
    card: 'title',
  },
  { header: 'Type', cell: (incident) => incidentTypeLabel(incident.type) },
  { header: 'Location', cell: (incident) => incident.location, className: 'min-w-36 break-words' },
  { header: 'Date', cell: incidentDateText, className: 'whitespace-nowrap' },
  { header: 'Status', cell: (incident) => <IncidentStatusBadge status={incident.status} />, card: 'badge' },
  {
    header: 'Actions',
    // On a phone the whole card opens the report.
    card: 'none',
    className: 'text-right',
    cell: (incident) => (
      <Button asChild variant="ghost" size="sm" className="text-brand-800 hover:text-brand-900">
        <Link to={`/incidents/${incident.id}`}>
          <Eye aria-hidden="true" />
          {incident.summaryOnly ? 'Summary' : 'View'}
          <span className="sr-only"> report #{incident.reportNumber}</span>
        </Link>
      </Button>
    ),
  },
];

interface IncidentRowsProps {
  /** Describes the table for screen readers. */
  caption: string;
  rows: IncidentSummary[];
}

/** The rows of the incident table (cards on a phone), for a caller that already holds them. */
export const IncidentRows = ({ caption, rows }: IncidentRowsProps) => (
  <ResponsiveTable
    caption={caption}
    columns={columns}
    rows={rows}
    rowKey={(incident) => incident.id}
    rowLink={(incident) => `/incidents/${incident.id}`}
    focusableRows
  />
);

interface IncidentTableProps {
  caption: string;
  /** Show (and fetch) only the newest this many rows; without it the table pages through every match. */
  limit?: number;
  /** Only these statuses, filtered by the server (the tabs of the list page). */
  statuses?: readonly IncidentStatus[];
  /** The reports marked duplicate or void (the list's "Duplicates and void" tab). */
  setAside?: boolean;
  /** Only the signed-in user's own reports ("My reports"). */
  mine?: boolean;
  emptyMessage?: string;
}

const LOADING = 'Loading incidents...';
const FAILED = 'Failed to load incidents';

/** The newest `limit` rows (the dashboard). */
const NewestIncidents = ({ caption, limit, statuses, emptyMessage }: IncidentTableProps) => {
  const query = useQuery(incidentsQueryOptions({ limit, ...(statuses ? { statuses } : {}) }));
  return (
    <QueryState query={query} loading={LOADING} failed={FAILED} empty={emptyMessage}>
      {(rows) => <IncidentRows caption={caption} rows={rows} />}
    </QueryState>
  );
};

/** Every matching row, a page at a time, with the count of matches. */
const PagedIncidents = ({ caption, statuses, setAside, mine, emptyMessage }: IncidentTableProps) => {
  const query = useInfiniteQuery(
    incidentPagesQueryOptions({
      ...(statuses ? { statuses } : {}),
      ...(setAside ? { setAside } : {}),
      ...(mine ? { mine } : {}),
    }),
  );
  const container = useRef<HTMLDivElement>(null);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const markFirstNewRow = useFocusFirstNewRow(container, rows.length);
  return (
    <QueryState
      query={query}
      loading={LOADING}
      failed={FAILED}
      empty={emptyMessage}
      isEmpty={() => rows.length === 0}
    >
      {(data) => (
        <div ref={container}>
          <IncidentRows caption={caption} rows={rows} />
          <ListPager
            shown={rows.length}
            total={data.pages.at(-1)!.total}
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            noun="incidents"
            onLoadMore={() => {
              markFirstNewRow();
              void query.fetchNextPage();
            }}
          />
        </div>
      )}
    </QueryState>
  );
};

/** The incident table with its loading, error and empty states. */
export const IncidentTable = ({ emptyMessage = DEFAULT_INCIDENTS_EMPTY, ...props }: IncidentTableProps) =>
  props.limit ? (
    <NewestIncidents {...props} emptyMessage={emptyMessage} />
  ) : (
    <PagedIncidents {...props} emptyMessage={emptyMessage} />
  );
