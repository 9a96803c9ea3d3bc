import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedResponse, establishmentRoutes, type NewEstablishmentInput } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { establishmentKeys } from './establishment-keys';

/** POST /api/establishments; 409 when the name is taken, 400 with field errors. */
export const useCreateEstablishment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewEstablishmentInput) =>
      sendJson('POST', establishmentRoutes.establishments, body, CreatedResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: establishmentKeys.all }),
  });
};
