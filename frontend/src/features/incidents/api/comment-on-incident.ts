import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CommentOnIncidentResponse, routes, type CommentOnIncidentBody } from '@hs/contracts';
import { sendJson } from '@/lib/http';
import { incidentKeys } from '@/lib/query-keys/incident-keys';

export const commentOnIncident = ({
  id,
  text,
  attachmentIds = [],
}: {
  id: string;
  text: string;
  attachmentIds?: string[];
}) => {
  const body: CommentOnIncidentBody = {
    text: text.trim(),
    ...(attachmentIds.length > 0 ? { attachmentIds } : {}),
  };
  return sendJson('POST', routes.incidentComments(id), body, CommentOnIncidentResponse);
};

/** POST /api/incidents/:id/comments; the comment then shows in the incident's history. */
export const useCommentOnIncident = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentOnIncident,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
  });
};
