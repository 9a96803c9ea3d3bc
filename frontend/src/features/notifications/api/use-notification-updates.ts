import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationRoutes } from '@hs/contracts';
import { notificationKeys } from './notification-keys';

/** How often the notifications are read again while the stream is down. */
export const FALLBACK_POLL_MS = 60_000;

/**
 * New notifications while the page is open: the query API's server-sent events say when one
 * arrives, and the cached lists are read again. While the stream is down (EventSource retries it
 * by itself) or refused, the lists are read every minute instead; when it is back, at once.
 */
export const useNotificationUpdates = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(refresh, FALLBACK_POLL_MS);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return stopPolling;
    }
    const stream = new EventSource(notificationRoutes.stream, { withCredentials: true });
    stream.addEventListener('notifications', refresh);
    stream.addEventListener('open', () => {
      // Back after a gap: what arrived meanwhile is read at once.
      if (poll !== undefined) refresh();
      stopPolling();
    });
    stream.addEventListener('error', startPolling);
    return () => {
      stream.close();
      stopPolling();
    };
  }, [queryClient]);
};
