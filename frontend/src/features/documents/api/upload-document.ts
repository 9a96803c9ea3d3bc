import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentRoutes, UploadDocumentResponse, type DocumentCategory } from '@hs/contracts';
import { sendFormData } from '@/lib/http';
import { documentKeys } from './document-keys';

export interface UploadDocumentInput {
  name: string;
  category: DocumentCategory;
  file: File;
}

/** POST /api/documents (multipart: name, category, file). The uploader is the signed-in user. */
export const uploadDocument = ({
  name,
  category,
  file,
}: UploadDocumentInput): Promise<UploadDocumentResponse> => {
  const form = new FormData();
  form.set('name', name);
  form.set('category', category);
  form.set('file', file, file.name);
  return sendFormData(documentRoutes.documents, form, UploadDocumentResponse);
};

export const useUploadDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
};
