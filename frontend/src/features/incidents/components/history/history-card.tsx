import type { UseQueryResult } from '@tanstack/react-query';
import type { IncidentHistory } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { HistoryTable } from './history-table';

interface HistoryCardProps {
  history: UseQueryResult<IncidentHistory>;
  shownVersion: number;
  onShowVersion: (version: number) => void;
}

/** The history view: every event of the incident with its author and time. */
export const HistoryCard = ({ history, shownVersion, onShowVersion }: HistoryCardProps) => (
  <Card aria-labelledby="history-title" className="mt-6">
    <CardHeader>
      <div>
        <CardTitle id="history-title">History</CardTitle>
        <CardDescription>
          Every recorded event, oldest first, with its author and time. View shows the incident as it stood
          after that event.
        </CardDescription>
      </div>
    </CardHeader>
    {history.data ? (
      history.data.entries.length ? (
        <HistoryTable
          entries={history.data.entries}
          shownVersion={shownVersion}
          onShowVersion={onShowVersion}
        />
      ) : (
        <StatusMessage kind="empty">No events have been recorded for this incident yet.</StatusMessage>
      )
    ) : history.isError ? (
      <StatusMessage
        kind="error"
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void history.refetch()}
            disabled={history.isFetching}
          >
            Try again
          </Button>
        }
      >
        Failed to load history
      </StatusMessage>
    ) : (
      <StatusMessage kind="loading">Loading history...</StatusMessage>
    )}
  </Card>
);
