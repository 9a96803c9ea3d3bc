import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreatedResponse,
  IDEMPOTENCY_HEADER,
  inspectionRoutes,
  type NewInspectionScheduleBody,
} from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { newUuid } from '@/lib/uuid';
import { inspectionKeys } from './inspection-keys';

/** POST /api/inspection-schedules (safety team). */
export const useCreateSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewInspectionScheduleBody) =>
      sendJson('POST', inspectionRoutes.schedules, body, CreatedResponse, {
        [IDEMPOTENCY_HEADER]: newUuid(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
};
