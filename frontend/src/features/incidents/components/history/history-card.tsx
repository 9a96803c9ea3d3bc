import type { UseQueryResult } from '@tanstack/react-query';
import type { IncidentHistory } from '@hs/contracts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
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
      <QueryError query={history}>Failed to load history</QueryError>
    ) : (
      <StatusMessage kind="loading">Loading history...</StatusMessage>
    )}
  </Card>
);
