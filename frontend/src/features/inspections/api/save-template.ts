import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CommandResponse,
  CreatedResponse,
  IDEMPOTENCY_HEADER,
  inspectionRoutes,
  type InspectionTemplateInput,
} from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { newUuid } from '@/lib/uuid';
import { inspectionKeys } from './inspection-keys';

/** POST a new template, or PUT a new version of an existing one. */
export const useSaveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: InspectionTemplateInput }) =>
      id
        ? sendJson('PUT', inspectionRoutes.template(id), body, CommandResponse)
        : sendJson('POST', inspectionRoutes.templates, body, CreatedResponse, {
            [IDEMPOTENCY_HEADER]: newUuid(),
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.templates() }),
  });
};
