import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, CreatedResponse, trainingVideoRoutes, type TrainingVideoBody } from '@hs/contracts';
import { sendEmpty, sendJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** POST /api/trainings/:id/videos (admin). */
export const useAddTrainingVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trainingId, body }: { trainingId: string; body: TrainingVideoBody }) =>
      sendJson('POST', trainingVideoRoutes.add(trainingId), body, CreatedResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.videos() }),
  });
};

/** DELETE /api/training-videos/:id (admin). */
export const useRemoveTrainingVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendEmpty('DELETE', trainingVideoRoutes.video(id), CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.videos() }),
  });
};
