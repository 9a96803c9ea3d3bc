import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, documentRoutes, type SignatureRequirementBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { documentKeys } from './document-keys';

export interface SetSignatureRequirementInput {
  documentId: string;
  body: SignatureRequirementBody;
}

/** PATCH /api/documents/:id/signature-requirement (administrators). */
export const setSignatureRequirement = ({ documentId, body }: SetSignatureRequirementInput) =>
  sendJson('PATCH', documentRoutes.signatureRequirement(documentId), body, CommandResponse);

export const useSetSignatureRequirement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSignatureRequirement,
    // Everyone's list of documents to sign may change, so every document query is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
