import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DecideRecordkeepingResponse, itaRoutes, type RecordItaSubmissionBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { oshaClockKeys } from './osha-clock-keys';

/** POST /api/osha/ita/submissions (admin): the ITA upload of a year stops that establishment's clock. */
export const useRecordItaSubmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordItaSubmissionBody) =>
      sendJson('POST', itaRoutes.submissions, body, DecideRecordkeepingResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oshaClockKeys.all }),
  });
};
