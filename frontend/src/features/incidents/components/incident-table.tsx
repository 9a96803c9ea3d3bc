import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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

const columnsIn = (t: TFunction<'incidents'>): TableColumn<IncidentSummary>[] => [
  {
    header: t('list.columns.id'),
    cell: (incident) => (
      <>
        #{incident.reportNumber}
        <DispositionBadge disposition={incident.disposition} />
      </>
    ),
    className: 'font-semibold whitespace-nowrap text-slate-900',
    card: 'title',
  },
  { header: t('list.columns.type'), cell: (incident) => incidentTypeLabel(incident.type) },
  {
    header: t('list.columns.location'),
    cell: (incident) => <span translate="no">{incident.location}</span>,
    className: 'min-w-36 break-words',
  },
  { header: t('list.columns.date'), cell: incidentDateText, className: 'whitespace-nowrap' },
  {
    header: t('list.columns.status'),
    cell: (incident) => <IncidentStatusBadge status={incident.status} />,
    card: 'badge',
  },
  {
    header: t('list.columns.actions'),
    // On a phone the whole card opens the report.
    card: 'none',
    className: 'text-right',
    cell: (incident) => (
      <Button asChild variant="ghost" size="sm" className="text-brand-800 hover:text-brand-900">
        <Link to={`/incidents/${incident.id}`}>
          <Eye aria-hidden="true" />
          {incident.summaryOnly ? t('list.summary') : t('list.view')}
          <span className="sr-only">{t('list.viewReport', { number: incident.reportNumber })}</span>
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
export const IncidentRows = ({ caption, rows }: IncidentRowsProps) => {
  const { t } = useTranslation('incidents');
  return (
    <ResponsiveTable
      caption={caption}
      columns={columnsIn(t)}
      rows={rows}
      rowKey={(incident) => incident.id}
      rowLink={(incident) => `/incidents/${incident.id}`}
      focusableRows
    />
  );
};

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

/** The newest `limit` rows (the dashboard). */
const NewestIncidents = ({ caption, limit, statuses, emptyMessage }: IncidentTableProps) => {
  const { t } = useTranslation('incidents');
  const query = useQuery(incidentsQueryOptions({ limit, ...(statuses ? { statuses } : {}) }));
  return (
    <QueryState query={query} loading={t('list.loading')} failed={t('list.failed')} empty={emptyMessage}>
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
  const { t } = useTranslation('incidents');
  const container = useRef<HTMLDivElement>(null);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const markFirstNewRow = useFocusFirstNewRow(container, rows.length);
  return (
    <QueryState
      query={query}
      loading={t('list.loading')}
      failed={t('list.failed')}
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
            noun={t('list.noun')}
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
export const IncidentTable = ({ emptyMessage, ...props }: IncidentTableProps) => {
  const { t } = useTranslation('incidents');
  const empty = emptyMessage ?? t('list.empty.all');
  return props.limit ? (
    <NewestIncidents {...props} emptyMessage={empty} />
  ) : (
    <PagedIncidents {...props} emptyMessage={empty} />
  );
};
