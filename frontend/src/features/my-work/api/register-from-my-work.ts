import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrollInTraining } from '@/features/training';
import { trainingKeys } from '@/lib/query-keys/training-keys';
import { myWorkKeys } from './my-work-keys';

/** The training registration of the Training Center, refreshing My work and the training screens. */
export const useRegisterFromMyWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trainingId: string) => enrollInTraining({ trainingId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myWorkKeys.all }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      ]),
  });
};
