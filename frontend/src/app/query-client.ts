import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { endSession } from '@/lib/session';
import { isUnauthorized } from '@/lib/http';

/**
 * Results never go stale, no refetch on focus, no polling, no retries (docs/architecture.md, "The
 * frontend"). Fresh data comes from mutations invalidating what they changed, not from timers.
 *
 * A 401 from any read or command means the session has ended (expired, or signed out in another
 * tab): the user is forgotten and the session guard sends them to /auth. Calls for which 401 is
 * an expected answer (the login itself) say so in their meta.
 */
export const createQueryClient = (): QueryClient => {
  const onError = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (isUnauthorized(error) && meta?.['unauthorizedIsAnAnswer'] !== true) endSession(client, 'expired');
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
};

/** The app's one client: the router's loaders fill the same cache the pages read. */
export const queryClient = createQueryClient();
