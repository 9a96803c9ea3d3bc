import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import type { IncidentStatus, IncidentSummary } from '@hs/contracts';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { incidentsQueryOptions } from '../api/get-incidents';
import { incidentDateText } from '../incident-date';
import { incidentTypeLabel } from '../incident-labels';
import { IncidentStatusBadge } from './incident-status-badge';

const columns = ['ID', 'Type', 'Location', 'Date', 'Status', 'Actions'];

export const DEFAULT_INCIDENTS_EMPTY = 'No incidents have been reported yet.';

interface IncidentRowsProps {
  /** Describes the table for screen readers. */
  caption: string;
  rows: IncidentSummary[];
}

/** The rows of the incident table (spec 2.3), for a caller that already holds them. */
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
          <tr key={incident.id} className="hover:bg-slate-50">
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
  /** Show (and fetch) at most this many rows, newest first. */
  limit?: number;
  /** Only these statuses, filtered by the server (the tabs of the list page). */
  statuses?: readonly IncidentStatus[];
  emptyMessage?: string;
}

/** The incident table of spec 2.3 with its loading, error and empty states. */
export const IncidentTable = ({
  caption,
  limit,
  statuses,
  emptyMessage = DEFAULT_INCIDENTS_EMPTY,
}: IncidentTableProps) => {
  const { data, isPending, isError, refetch, isFetching } = useQuery(
    incidentsQueryOptions({ ...(limit ? { limit } : {}), ...(statuses ? { statuses } : {}) }),
  );

  if (isPending) return <StatusMessage kind="loading">Loading incidents...</StatusMessage>;
  if (isError) {
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
  }
  if (data.length === 0) return <StatusMessage kind="empty">{emptyMessage}</StatusMessage>;
  return <IncidentRows caption={caption} rows={data} />;
};
