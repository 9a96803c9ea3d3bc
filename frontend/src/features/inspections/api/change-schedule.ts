import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** A schedule's change moves the inspection lists and the assignee's work. */
const scheduleChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['my-work'] }),
  ]);

const idempotent = () => ({ [IDEMPOTENCY_HEADER]: newUuid() });

/** PUT /api/inspection-schedules/:id (safety team). */
export const useChangeSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChangeInspectionScheduleBody }) =>
      sendJson('PUT', inspectionRoutes.schedule(id), body, CommandResponse, idempotent()),
    onSuccess: () => scheduleChanged(queryClient),
  });
};

/** POST /api/inspection-schedules/:id/cancel (safety team). */
export const useCancelSchedule = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CancelInspectionScheduleBody }) =>
      sendJson('POST', inspectionRoutes.cancelSchedule(id), body, CommandResponse, idempotent()),
    onSuccess: () => scheduleChanged(queryClient),
  });
};
