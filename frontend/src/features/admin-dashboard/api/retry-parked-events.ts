import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RetryParkedResponse, parkedEventRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

/** POST .../parked/retry (admin): the projection re-applies its parked events in log order. */
export const retryParkedEvents = async (projection: string): Promise<RetryParkedResponse> => {
  const result = await sendEmpty('POST', parkedEventRoutes.retry(projection), RetryParkedResponse);
  if (!result) throw new Error('The retry returned no result.');
  return result;
};

export const useRetryParkedEvents = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryParkedEvents,
    // Pending until the list read after the retry (which waits for it) is in: no second click meanwhile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.parkedEvents }),
  });
};
