import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CommandResponse,
  dispositionRoutes,
  type DispositionReasonBody,
  type MarkIncidentDuplicateBody,
} from '@hs/contracts';
import { sendJson } from '@/lib/http';

/** What the safety team asks of a report: set it aside as a duplicate or void, or undo that. */
export type MarkIncidentInput =
  | { id: string; action: 'duplicate'; body: MarkIncidentDuplicateBody }
  | { id: string; action: 'void' | 'reinstate'; body: DispositionReasonBody };

/** POST /api/incidents/:id/duplicate, /void or /reinstate (safety officers and admins). */
export const markIncident = ({ id, action, body }: MarkIncidentInput) =>
  sendJson('POST', dispositionRoutes[action](id), body, CommandResponse);

export const useMarkIncident = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markIncident,
    // The report leaves or rejoins every list, figure, OSHA form and clock: all of them are refreshed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
