import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, establishmentRoutes, type ItaInclusionBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { itaKeys } from './get-ita-problems';

/** PUT /api/establishments/:id/years/:year/ita-inclusion: add a year to an ITA file voluntarily (admins). */
export const useSetItaInclusion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, year, body }: { id: string; year: number; body: ItaInclusionBody }) =>
      sendJson('PUT', establishmentRoutes.itaInclusion(id, year), body, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itaKeys.all }),
  });
};
