import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  StartedInspectionResponse,
  inspectionRoutes,
  type StartInspectionBody,
} from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { newUuid } from '@/lib/uuid';
import { inspectionKeys } from './inspection-keys';

/** POST /api/inspections: a due period (started again, it resumes) or ad hoc (which may fulfil a due one). */
export const useStartInspection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartInspectionBody) =>
      sendJson('POST', inspectionRoutes.inspections, body, StartedInspectionResponse, {
        [IDEMPOTENCY_HEADER]: newUuid(),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: ['my-work'] }),
      ]),
  });
};
