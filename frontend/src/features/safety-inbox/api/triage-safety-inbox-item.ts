import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, safetyInboxRoutes, type SafetyInboxStatusBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { safetyInboxKeys } from '@/lib/query-keys/safety-inbox-keys';

/** PATCH /api/safety-inbox/:id/status (safety team): review, resolve or dismiss. */
export const useTriageSafetyInboxItem = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SafetyInboxStatusBody) =>
      sendJson('PATCH', safetyInboxRoutes.status(id), body, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyInboxKeys.all }),
  });
};
