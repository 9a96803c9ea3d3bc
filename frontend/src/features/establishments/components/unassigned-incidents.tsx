import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Establishment } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/form-controls';
import { StatusMessage } from '@/components/ui/status-message';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useAssignIncident } from '../api/assign-incident';
import { unassignedIncidentsQueryOptions } from '../api/get-unassigned-incidents';
import { runMutation } from '@/lib/run-mutation';

/** Reports made before the form asked for an establishment, each with an Assign control. */
export const UnassignedIncidents = ({ establishments }: { establishments: Establishment[] }) => {
  const query = useQuery(unassignedIncidentsQueryOptions());
  const assign = useAssignIncident();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  if (query.isPending) return <StatusMessage kind="loading">Loading incidents…</StatusMessage>;
  if (query.isError) return <StatusMessage kind="error">The incidents could not be loaded.</StatusMessage>;
  if (query.data.length === 0)
    return <StatusMessage kind="empty">Every incident belongs to an establishment.</StatusMessage>;
  return (
    <ul className="grid gap-2">
      {query.data.map((incident) => {
        const selectId = `assign-${incident.id}`;
        const value = chosen[incident.id] ?? establishments[0]?.id ?? '';
        return (
          <li key={incident.id} className="flex flex-wrap items-center gap-3 text-sm">
            <span className="min-w-64">
              <strong>{incident.reportNumber}</strong> · {incident.date ?? 'no date'} · {incident.location} ·{' '}
              {incident.employeeName}
            </span>
            <label htmlFor={selectId} className="sr-only">
              Establishment of {incident.reportNumber}
            </label>
            <NativeSelect
              id={selectId}
              className="w-56"
              value={value}
              onChange={(e) => setChosen((c) => ({ ...c, [incident.id]: e.target.value }))}
            >
              {establishments.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect>
            <Button
              size="sm"
              variant="secondary"
              disabled={!value || assign.isPending}
              aria-label={`Assign ${incident.reportNumber}`}
              onClick={() =>
                runMutation(
                  assign,
                  { incidentId: incident.id, establishmentId: value },
                  {
                    onError: (error) =>
                      toast({
                        variant: 'destructive',
                        title: 'Not assigned',
                        description: failureText(error, 'Not assigned'),
                      }),
                  },
                )
              }
            >
              Assign
            </Button>
          </li>
        );
      })}
    </ul>
  );
};
