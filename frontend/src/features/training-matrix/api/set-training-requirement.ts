import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, trainingMatrixRoutes, type TrainingRequirementBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** POST /api/training-requirements (admin). */
export const useSetTrainingRequirement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingRequirementBody) =>
      sendJson('POST', trainingMatrixRoutes.requirements, body, CreatedResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
