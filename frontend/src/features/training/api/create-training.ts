import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, trainingRoutes, type CreateTrainingBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** POST /api/trainings (admin): a self-paced course (no date) or a dated session. */
export const createTraining = (body: CreateTrainingBody): Promise<CreatedResponse> =>
  sendJson('POST', trainingRoutes.trainings, body, CreatedResponse);

export const useCreateTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTraining,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
