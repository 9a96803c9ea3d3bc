import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, trainingRoutes, type UnenrollBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** POST /api/trainings/unenroll: cancel a registration or leave the waitlist before the start. */
export const unenrollFromTraining = (body: UnenrollBody) =>
  sendJson('POST', trainingRoutes.unenroll, body, CommandResponse);

/** A cancellation frees a seat that the first on the waitlist takes: every training list changes. */
export const useUnenrollFromTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unenrollFromTraining,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
