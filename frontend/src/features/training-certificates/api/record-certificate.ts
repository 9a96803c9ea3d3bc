import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, trainingCertificateRoutes } from '@hs/contracts';
import { sendFormData } from '@/lib/http';
import { trainingKeys } from '@/lib/query-keys/training-keys';

/** POST /api/training-certificates (multipart): the certificate's fields and its scan. */
export const recordCertificate = ({
  fields,
  file,
}: {
  fields: Partial<Record<string, string>>;
  file: File;
}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
  form.set('file', file, file.name);
  return sendFormData(trainingCertificateRoutes.certificates, form, CreatedResponse);
};

export const useRecordCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCertificate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
};
