import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, myWorkRoutes } from '@hs/contracts';
import { sendFormData } from '@/lib/http';
import { myWorkKeys } from './my-work-keys';

/** POST /api/my-work/files/:id (multipart, one file): the file an administrator asked for. */
export const uploadRequestedFile = ({ requestId, file }: { requestId: string; file: File }) => {
  const form = new FormData();
  form.set('file', file, file.name);
  return sendFormData(myWorkRoutes.uploadRequestedFile(requestId), form, CommandResponse);
};

export const useUploadRequestedFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadRequestedFile,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myWorkKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
      ]),
  });
};
