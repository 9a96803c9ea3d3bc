import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, inspectionRoutes } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

type Answer = { inspectionId: string; questionId: string; value: string | null; note: string | null };

/** PUT /api/inspections/:id/answers/:questionId: saved as soon as it is given. */
export const useAnswerQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inspectionId, questionId, value, note }: Answer) =>
      sendJson('PUT', inspectionRoutes.answer(inspectionId, questionId), { value, note }, CommandResponse),
    onSuccess: (_reply, { inspectionId }) =>
      queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(inspectionId) }),
  });
};
