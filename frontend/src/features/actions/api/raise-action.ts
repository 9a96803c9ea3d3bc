import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionRoutes, CreatedResponse, IDEMPOTENCY_HEADER, type RaiseActionBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { actionKeys } from './action-keys';

/** POST /api/actions; the same key for the same submission, so a retry raises it once. */
export const useRaiseAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RaiseActionBody; idempotencyKey: string }) =>
      sendJson('POST', actionRoutes.actions, body, CreatedResponse, { [IDEMPOTENCY_HEADER]: idempotencyKey }),
    // The incident's history records the action too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: actionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['incidents'] }),
        queryClient.invalidateQueries({ queryKey: ['my-work'] }),
        // An action raised from a cause shows on the investigation.
        queryClient.invalidateQueries({ queryKey: ['investigations'] }),
      ]),
  });
};
