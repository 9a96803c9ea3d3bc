import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, inspectionRoutes } from '@hs/contracts';
import { sendEmpty } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** POST /api/inspections/:id/complete: the score and findings are the server's. */
export const useCompleteInspection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inspectionId: string) =>
      sendEmpty('POST', inspectionRoutes.complete(inspectionId), CommandResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['my-work'] }),
      ]),
  });
};
