import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CommandResponse,
  IDEMPOTENCY_HEADER,
  oshaFormRoutes,
  type CertifyOshaSummaryInput,
} from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { oshaKeys } from './osha-keys';

/** POST /api/osha/300a/certifications: 409 when the records changed since the summary was shown. */
export const useCertifySummary = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CertifyOshaSummaryInput; idempotencyKey: string }) =>
      sendJson('POST', oshaFormRoutes.certifications, body, CommandResponse, {
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oshaKeys.all }),
  });
};
