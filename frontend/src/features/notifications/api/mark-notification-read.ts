import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, notificationRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/:id/read; reading one again changes nothing. */
export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendEmpty('POST', notificationRoutes.read(id), CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
