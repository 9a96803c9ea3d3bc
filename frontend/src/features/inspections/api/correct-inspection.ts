import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, inspectionRoutes, type CorrectInspectionBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** POST /api/inspections/:id/corrections: a new answer with its reason; the history keeps the old one. */
export const useCorrectInspection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inspectionId, body }: { inspectionId: string; body: CorrectInspectionBody }) =>
      sendJson('POST', inspectionRoutes.corrections(inspectionId), body, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
};
