import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentRoutes, SignDocumentResponse, type SignDocumentBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { documentKeys } from './document-keys';

/** POST /api/documents/signatures: signs as the signed-in user (no user id is sent). */
export const signDocument = (body: SignDocumentBody): Promise<SignDocumentResponse> =>
  sendJson('POST', documentRoutes.signatures, body, SignDocumentResponse);

export const useSignDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
