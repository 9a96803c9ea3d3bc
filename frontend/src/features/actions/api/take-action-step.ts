import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionRoutes, CommandResponse } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { actionKeys } from './action-keys';

export type ActionStep =
  | { step: 'start'; body: Record<string, never> }
  | { step: 'complete'; body: { note: string } }
  | { step: 'verify'; body: { note: string | null } }
  | { step: 'reopen'; body: { reason: string } }
  | { step: 'reassign'; body: { ownerId: string } };

/** POST /api/actions/:id/{start,complete,verify,reopen,reassign}: one step of the action's life. */
export const useTakeActionStep = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: ActionStep) =>
      sendJson('POST', actionRoutes.step(id, step), body, CommandResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: actionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['my-work'] }),
        queryClient.invalidateQueries({ queryKey: ['incidents'] }),
      ]),
  });
};
