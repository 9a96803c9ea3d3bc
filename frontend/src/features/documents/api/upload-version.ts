import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentRoutes, UploadDocumentResponse } from '@hs/contracts';
import { sendFormData } from '@/lib/http';
import { documentKeys } from './document-keys';

export interface UploadVersionInput {
  documentId: string;
  changeNote: string;
  file: File;
}

/** POST /api/documents/:id/versions (multipart: an optional change note and the file). */
export const uploadVersion = ({ documentId, changeNote, file }: UploadVersionInput) => {
  const form = new FormData();
  if (changeNote.trim()) form.set('changeNote', changeNote.trim());
  form.set('file', file, file.name);
  return sendFormData(documentRoutes.versions(documentId), form, UploadDocumentResponse);
};

export const useUploadVersion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
