import { queryOptions } from '@tanstack/react-query';
import { documentRoutes, SignatureAudiences } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { documentKeys } from './document-keys';

/** GET /api/documents/audiences (administrators): departments and roles to aim a requirement at. */
export const signatureAudiencesQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.audiences(),
    queryFn: ({ signal }) => getJson(documentRoutes.audiences, SignatureAudiences, signal),
  });
