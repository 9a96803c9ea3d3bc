import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { ParkedEvent } from '@hs/contracts';
import { RetryDeliveryButton, toastRetryFailed } from '@/components/retry-delivery-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { StatusMessage } from '@/components/ui/status-message';
import { toast } from '@/components/ui/toast-store';
import { parkedEventsQueryOptions } from '../api/get-parked-events';
import { useRetryParkedEvents } from '../api/retry-parked-events';
import { runMutation } from '@/lib/run-mutation';
import { formatMoment } from '@/lib/dates';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const RetryParked = ({ item }: { item: ParkedEvent }) => {
  const retry = useRetryParkedEvents();
  const requested = retry.isPending;
  const run = () =>
    runMutation(retry, item.projection, {
      onSuccess: (result) =>
        toast({
          title: 'Retry Requested',
          description: `${plural(result.parkedEvents, 'parked event')} of ${result.projection} will be applied again, in order.`,
        }),
      onError: toastRetryFailed,
    });
  return (
    <RetryDeliveryButton
      onClick={run}
      disabled={requested}
      label={
        requested ? `Retry requested for ${item.projection}` : `Retry the parked events of ${item.projection}`
      }
    >
      {requested ? 'Retry requested' : 'Retry'}
    </RetryDeliveryButton>
  );
};

const columns: TableColumn<ParkedEvent>[] = [
  {
    header: 'Read model',
    cell: (item) => item.projection,
    className: 'font-semibold text-slate-900',
    card: 'title',
  },
  { header: 'Event', cell: (item) => item.eventType },
  { header: 'Stream', cell: (item) => item.streamId, className: 'font-mono text-xs break-all' },
  { header: 'Parked', cell: (item) => formatMoment(item.parkedAt), className: 'whitespace-nowrap' },
  {
    header: 'Error',
    className: 'max-w-80 break-words',
    cell: (item) => (
      <>
        {item.error}
        {item.attempts > 1 ? (
          <span className="mt-1 block text-xs text-slate-700">{plural(item.attempts, 'attempt')}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Action', cell: (item) => <RetryParked item={item} />, card: 'action' },
];

const ParkedRows = ({ items }: { items: ParkedEvent[] }) => (
  <ResponsiveTable
    caption="Events the read models could not apply, oldest first per read model"
    columns={columns}
    rows={items}
    rowKey={(item) => `${item.projection}/${item.eventId}`}
    alignTop
  />
);

/**
 * Dead letters of the read models: events a projection could not apply, set aside so everything
 * else goes on. An administrator retries them after a fix; the projection applies them in order.
 */
export const ParkedEventsCard = () => {
  const query = useQuery(parkedEventsQueryOptions());

  let body;
  if (query.isPending) body = <StatusMessage kind="loading">Loading parked events...</StatusMessage>;
  else if (query.isError) body = <StatusMessage kind="error">Failed to load parked events</StatusMessage>;
  else if (query.data.total === 0)
    body = <StatusMessage kind="empty">No parked events: every read model is up to date.</StatusMessage>;
  else
    body = (
      <div className="grid gap-4">
        <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <TriangleAlert className="size-6 shrink-0" aria-hidden="true" />
          <p className="text-sm">
            {plural(query.data.total, 'event')} could not be shown in the read models. They are saved in the
            event log; people whose change is among them were told it cannot be shown yet. Retry after the
            cause is fixed.
          </p>
        </div>
        <ParkedRows items={query.data.items} />
      </div>
    );

  return (
    <Card aria-labelledby="parked-events-title">
      <CardHeader>
        <div>
          <CardTitle id="parked-events-title">Parked Events</CardTitle>
          <CardDescription>
            Events a read model could not apply are set aside so everything else stays up to date.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="px-0">{body}</CardContent>
    </Card>
  );
};
