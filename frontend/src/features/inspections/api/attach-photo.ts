import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, inspectionRoutes } from '@hs/contracts';
import { sendFormData } from '@/lib/http';
import { inspectionKeys } from './inspection-keys';

/** POST /api/inspections/:id/answers/:questionId/photos (multipart, one JPG or PNG). */
export const useAttachPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      inspectionId,
      questionId,
      file,
    }: {
      inspectionId: string;
      questionId: string;
      file: File;
    }) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return sendFormData(inspectionRoutes.photos(inspectionId, questionId), form, CommandResponse);
    },
    onSettled: (_reply, _error, { inspectionId }) =>
      queryClient.invalidateQueries({ queryKey: inspectionKeys.detail(inspectionId) }),
  });
};
