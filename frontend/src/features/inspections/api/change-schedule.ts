import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CommandResponse,
  IDEMPOTENCY_HEADER,
  inspectionRoutes,
  type CancelInspectionScheduleBody,
  type ChangeInspectionScheduleBody,
} from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { newUuid } from '@/lib/uuid';
import { inspectionKeys } from './inspection-keys';

/** PUT /api/inspection-schedules/:id (safety team). */
export const useChangeSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChangeInspectionScheduleBody }) =>
      sendJson('PUT', inspectionRoutes.schedule(id), body, CommandResponse, {
        [IDEMPOTENCY_HEADER]: newUuid(),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['my-work'] }),
      ]),
  });
};

/** POST /api/inspection-schedules/:id/cancel (safety team). */
export const useCancelSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CancelInspectionScheduleBody }) =>
      sendJson('POST', inspectionRoutes.cancelSchedule(id), body, CommandResponse, {
        [IDEMPOTENCY_HEADER]: newUuid(),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['my-work'] }),
      ]),
  });
};
