import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DecideRecordkeepingResponse, routes, type DecideRecordkeepingBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { incidentKeys } from '@/lib/query-keys/incident-keys';

/** PUT /api/incidents/:id/recordkeeping; the decision then shows in the panel's history. */
export const useDecideRecordkeeping = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideRecordkeepingBody) =>
      sendJson('PUT', routes.incidentRecordkeeping(id), body, DecideRecordkeepingResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.recordkeeping(id) }),
  });
};
