import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, trainingMatrixRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** DELETE /api/training-requirements/:id (admin). */
export const useRemoveTrainingRequirement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendEmpty('DELETE', trainingMatrixRoutes.requirement(id), CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
