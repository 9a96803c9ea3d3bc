import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, trainingMatrixRoutes, type TrainingValidityBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** PUT /api/trainings/:id/validity (safety team). */
export const useSetTrainingValidity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainingId, body }: { trainingId: string; body: TrainingValidityBody }) =>
      sendJson('PUT', trainingMatrixRoutes.validity(trainingId), body, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
