import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, notificationRoutes, type NotificationPreferencesBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { notificationKeys } from './notification-keys';

/** PUT /api/notifications/preferences; 400 names the field (a locked kind, an unknown zone). */
export const useSaveNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      sendJson('PUT', notificationRoutes.preferences, body, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() }),
  });
};
