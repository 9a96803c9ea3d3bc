import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actionRoutes, CommandResponse } from '@hs/contracts';
import { sendFormData } from '@/lib/http';
import { actionKeys } from './action-keys';

/** POST /api/actions/:id/photos (multipart, one file): the owner's photo of the work. */
export const useUploadActionPhoto = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return sendFormData(actionRoutes.step(id, 'photos'), form, CommandResponse);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actionKeys.detail(id) }),
  });
};
