import { queryOptions } from '@tanstack/react-query';
import { documentRoutes, RequiredSignature } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { documentKeys } from './document-keys';

const RequiredSignatureList = RequiredSignature.array();

/** GET /api/users/:userId/documents/requiring-signature: what the user still has to sign. */
export const getRequiredSignatures = (userId: string, signal?: AbortSignal): Promise<RequiredSignature[]> =>
  getJson(documentRoutes.requiringSignature(userId), RequiredSignatureList, signal);

export const requiredSignaturesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: documentKeys.requiringSignature(userId),
    queryFn: ({ signal }) => getRequiredSignatures(userId, signal),
  });
