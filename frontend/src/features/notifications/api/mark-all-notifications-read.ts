import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, notificationRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/read-all: every notification of the signed-in person is read. */
export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendEmpty('POST', notificationRoutes.readAll, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
