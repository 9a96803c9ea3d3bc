import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionRoutes, CommandResponse } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { actionKeys } from './action-keys';

/** PUT /api/actions/:id/due-date */
export const useChangeActionDueDate = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dueDate: string) => sendJson('PUT', actionRoutes.dueDate(id), { dueDate }, CommandResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: actionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['my-work'] }),
      ]),
  });
};
