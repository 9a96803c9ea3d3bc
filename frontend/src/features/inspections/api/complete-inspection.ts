import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, inspectionRoutes } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** POST /api/inspections/:id/complete: signed off by the signed-in user; the score and findings are the server's. */
export const useCompleteInspection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inspectionId: string) =>
      sendJson('POST', inspectionRoutes.complete(inspectionId), { attested: true }, CommandResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['my-work'] }),
      ]),
  });
};
