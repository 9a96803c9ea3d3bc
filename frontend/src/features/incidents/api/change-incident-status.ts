import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ChangeIncidentStatusResponse,
  routes,
  type ChangeIncidentStatusBody,
  type IncidentStatus,
} from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';
import { incidentKeys } from '@/lib/query-keys/incident-keys';

type ChangeIncidentStatusResult = ReturnType<typeof ChangeIncidentStatusResponse.parse>;

export interface ChangeIncidentStatusRequest {
  id: string;
  status: IncidentStatus;
  note?: string | null;
  /** The version the admin is looking at: if someone changed it meanwhile, the server answers 409. */
  expectedVersion?: number;
  /** An administrator's reason to close while corrective actions are not verified. */
  overrideReason?: string;
}

export const changeIncidentStatus = ({
  id,
  status,
  note,
  expectedVersion,
  overrideReason,
}: ChangeIncidentStatusRequest): Promise<ChangeIncidentStatusResult> => {
  const body: ChangeIncidentStatusBody = {
    status,
    ...(note?.trim() ? { note: note.trim() } : {}),
    ...(expectedVersion === undefined ? {} : { expectedVersion }),
    ...(overrideReason?.trim() ? { overrideReason: overrideReason.trim() } : {}),
  };
  return sendJson('PATCH', routes.incidentStatus(id), body, ChangeIncidentStatusResponse);
};

/**
 * PATCH /api/incidents/:id/status (admin). Success and failure both refresh the incident and the
 * admin figures: after a 409 the admin must see what the other person changed before retrying.
 */
export const useChangeIncidentStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeIncidentStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      ]),
  });
};
