import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, documentRoutes, type RetireDocumentBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { documentKeys } from './document-keys';

export interface RetireDocumentInput {
  documentId: string;
  body: RetireDocumentBody;
}

/** POST /api/documents/:id/retire (administrators). */
export const retireDocument = ({ documentId, body }: RetireDocumentInput) =>
  sendJson('POST', documentRoutes.retire(documentId), body, CommandResponse);

export const useRetireDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireDocument,
    // The library, this page and everyone's list to sign change, so every document query is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
