import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, safetyInboxRoutes, type SafetyMessageBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { safetyInboxKeys } from '@/lib/query-keys/safety-inbox-keys';

/** POST /api/safety-inbox/messages: "Contact Safety Team". */
export const useSendSafetyMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SafetyMessageBody) =>
      sendJson('POST', safetyInboxRoutes.messages, body, CreatedResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyInboxKeys.all }),
  });
};
