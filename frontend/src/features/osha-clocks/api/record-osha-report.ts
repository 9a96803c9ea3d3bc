import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DecideRecordkeepingResponse, oshaClockRoutes, type RecordOshaReportBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { oshaClockKeys } from './osha-clock-keys';

/** POST /api/incidents/:id/osha-report (admin): the report made to OSHA stops the incident's clock. */
export const useRecordOshaReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ incidentId, body }: { incidentId: string; body: RecordOshaReportBody }) =>
      sendJson('POST', oshaClockRoutes.report(incidentId), body, DecideRecordkeepingResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oshaClockKeys.all }),
  });
};
