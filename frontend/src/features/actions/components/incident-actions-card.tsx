import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { actionsQueryOptions } from '../api/get-actions';
import { ActionList } from './action-list';

/** An incident's corrective actions and their state, with "Raise action" for those who review it. */
export const IncidentActionsCard = ({ incidentId, mayRaise }: { incidentId: string; mayRaise: boolean }) => {
  const actions = useQuery(actionsQueryOptions({ scope: 'all', incidentId }));
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Corrective actions</CardTitle>
        {mayRaise && (
          <Button asChild size="sm">
            <Link to={`/actions/new?incidentId=${encodeURIComponent(incidentId)}`}>
              <Plus className="size-4" aria-hidden="true" />
              Raise action
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent className="p-0">
        {actions.isPending ? (
          <StatusMessage kind="loading">Loading actions...</StatusMessage>
        ) : actions.isError ? (
          <StatusMessage kind="error">Failed to load actions</StatusMessage>
        ) : actions.data.length === 0 ? (
          <StatusMessage kind="empty">No corrective actions yet.</StatusMessage>
        ) : (
          <ActionList actions={actions.data} showOwner />
        )}
      </CardContent>
    </Card>
  );
};
