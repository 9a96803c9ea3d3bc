import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';

/** What a retry needs of a query: TanStack's `refetch` and whether a fetch is running. */
interface Retryable {
  refetch: () => unknown;
  isFetching: boolean;
}

/** The one "Try again" of every failed load; it waits while a fetch is already running. */
export const RetryButton = ({ query }: { query: Retryable }) => {
  const { t } = useTranslation('common');
  return (
    <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
      {t('actions.tryAgain')}
    </Button>
  );
};

interface QueryErrorProps {
  query: Retryable;
  /** The page's exact words for the failure, for example "Failed to load incidents". */
  children: ReactNode;
  className?: string;
}

/** A failed load, announced at once, with its retry. */
export const QueryError = ({ query, children, className }: QueryErrorProps) => (
  <StatusMessage kind="error" className={className} action={<RetryButton query={query} />}>
    {children}
  </StatusMessage>
);

/** The states a query can be in, as TanStack's results (plain and infinite) narrow them. */
type QueryLike<T> = Retryable &
  (
    | { isPending: true; isError: false; data: undefined }
    | { isPending: false; isError: true; data: T | undefined }
    | { isPending: false; isError: false; data: T }
  );

interface QueryStateProps<T> {
  query: QueryLike<T>;
  loading: ReactNode;
  failed: ReactNode;
  /** Shown instead of the children when `isEmpty` says the data holds nothing. */
  empty?: ReactNode;
  /** Whether the loaded data counts as empty; by default an empty list does. */
  isEmpty?: (data: T) => boolean;
  /** Spacing of the status messages, for example `py-8` inside a tab. */
  className?: string;
  /** Puts a status message in a frame of the page's own, such as a card. */
  frame?: (message: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}

const isEmptyList = (data: unknown): boolean => Array.isArray(data) && data.length === 0;

/** Loading, a failure with "Try again", empty, or the data: the four states of every loaded view. */
export const QueryState = <T,>({
  query,
  loading,
  failed,
  empty,
  isEmpty = isEmptyList,
  className,
  frame = (message) => message,
  children,
}: QueryStateProps<T>) => {
  if (query.isPending)
    return frame(
      <StatusMessage kind="loading" className={className}>
        {loading}
      </StatusMessage>,
    );
  if (query.isError)
    return frame(
      <QueryError query={query} className={className}>
        {failed}
      </QueryError>,
    );
  if (empty !== undefined && isEmpty(query.data))
    return frame(
      <StatusMessage kind="empty" className={className}>
        {empty}
      </StatusMessage>,
    );
  return children(query.data);
};
