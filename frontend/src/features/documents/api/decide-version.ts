import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, documentRoutes, type RejectVersionBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { documentKeys } from './document-keys';

export type VersionDecision =
  { documentId: string; approve: { version: number } } | { documentId: string; reject: RejectVersionBody };

/** POST /api/documents/:id/approve or /reject (administrators and safety officers). */
export const decideVersion = (decision: VersionDecision) =>
  'approve' in decision
    ? sendJson('POST', documentRoutes.approve(decision.documentId), decision.approve, CommandResponse)
    : sendJson('POST', documentRoutes.reject(decision.documentId), decision.reject, CommandResponse);

export const useDecideVersion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVersion,
    // The queue, the library, the page and everyone's list to sign may change. Not awaited: the
    // refetch removes the decided row, and the caller's toast must run while its row is mounted.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
};
