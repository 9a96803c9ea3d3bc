import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EnrollResponse, trainingRoutes, type EnrollBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

type EnrollReply = ReturnType<typeof EnrollResponse.parse>;

/** POST /api/trainings/enroll: the signed-in user unless an administrator names someone else. */
export const enrollInTraining = (body: EnrollBody): Promise<EnrollReply> =>
  sendJson('POST', trainingRoutes.enroll, body, EnrollResponse);

/**
 * A registration changes the seats left and the person's registrations (the cached list at
 * /api/users/{userId}/trainings is refreshed). A refusal refreshes too: "already registered"
 * or "full" means this screen was out of date.
 */
export const useEnrollInTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollInTraining,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
