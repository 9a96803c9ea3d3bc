import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, establishmentRoutes, type YearFiguresBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { establishmentKeys } from './establishment-keys';

/** PUT /api/establishments/:id/years/:year */
export const useSetYearFigures = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, year, body }: { id: string; year: number; body: YearFiguresBody }) =>
      sendJson('PUT', establishmentRoutes.year(id, year), body, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: establishmentKeys.all }),
  });
};
