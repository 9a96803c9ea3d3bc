import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommandResponse, establishmentRoutes } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { establishmentKeys } from './establishment-keys';

/** PUT /api/incidents/:id/establishment (admin only). */
export const useAssignIncident = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ incidentId, establishmentId }: { incidentId: string; establishmentId: string }) =>
      sendJson('PUT', establishmentRoutes.assignIncident(incidentId), { establishmentId }, CommandResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: establishmentKeys.unassignedIncidents() }),
  });
};
