import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { StatusMessage } from '../../../components/ui/status-message';
import { incidentsQueryOptions, MAX_INCIDENT_LIST_LIMIT } from '../../incidents/api/get-incidents';
import { IncidentStatusBadge } from '../../incidents/components/incident-status-badge';
import { SeverityBadge } from '../../incidents/components/severity-badge';
import { incidentTypeLabel } from '../../incidents/incident-labels';
import { useDebouncedValue } from '../use-debounced-value';
import { IncidentDetailDialog } from './incident-detail-dialog';
import { IncidentFilters, type IncidentFilterValues } from './incident-filters';
import { incidentDateText } from '../../incidents/incident-date';

const initialFilters: IncidentFilterValues = { search: '', status: 'all', severity: 'all' };

/** The list returns at most MAX_INCIDENT_LIST_LIMIT rows; a full page may mean more match. */
const countText = (count: number): string =>
  count >= MAX_INCIDENT_LIST_LIMIT ? `${MAX_INCIDENT_LIST_LIMIT}+` : String(count);

/** The Incident Management tab of spec 2.15: filters, the count, the list and a dialog per incident. */
export const IncidentManagement = () => {
  const [filters, setFilters] = useState(initialFilters);
  const search = useDebouncedValue(filters.search);
  const query = useQuery({
    ...incidentsQueryOptions({
      ...(filters.status === 'all' ? {} : { statuses: [filters.status] }),
      ...(filters.severity === 'all' ? {} : { severities: [filters.severity] }),
      search,
    }),
    // Keep the last list on screen while a new filter loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = query;

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
          {data ? `Incidents (${countText(data.length)})` : 'Incidents'}
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
      ) : data.length === 0 ? (
        <StatusMessage kind="empty">No incidents found matching your criteria.</StatusMessage>
      ) : (
        <ul aria-label="Matching incidents" className="divide-y divide-slate-200">
          {data.map((incident) => (
            <li
              key={incident.id}
              className="flex flex-col items-start gap-3 px-5 py-4 sm:flex-row sm:items-center sm:px-6"
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
    </Card>
  );
};
