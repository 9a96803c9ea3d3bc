import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';

interface WorkListStateProps<T> {
  query: UseQueryResult<T[]>;
  loading: string;
  failed: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** Loading, error with a retry, empty, or the items: the four states of every list on the tabs. */
export const WorkListState = <T,>({ query, loading, failed, empty, children }: WorkListStateProps<T>) => {
  if (query.isPending)
    return (
      <StatusMessage kind="loading" className="py-8">
        {loading}
      </StatusMessage>
    );
  if (query.isError) {
    return (
      <StatusMessage
        kind="error"
        className="py-8"
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Try again
          </Button>
        }
      >
        {failed}
      </StatusMessage>
    );
  }
  if (query.data.length === 0)
    return (
      <StatusMessage kind="empty" className="py-8">
        {empty}
      </StatusMessage>
    );
  return children(query.data);
};
