import { queryOptions } from '@tanstack/react-query';
import { myWorkRoutes, PendingSigners } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { documentKeys } from './document-keys';

/** GET /api/documents/:id/pending-signers (administrators): who still has to sign. */
export const getPendingSigners = (id: string, signal?: AbortSignal): Promise<PendingSigners> =>
  getJson(myWorkRoutes.pendingSigners(id), PendingSigners, signal);

export const pendingSignersQueryOptions = (id: string) =>
  queryOptions({
    // Under the document's detail key: a signature or a requirement change refreshes both.
    queryKey: [...documentKeys.detail(id), 'pending-signers'],
    queryFn: ({ signal }) => getPendingSigners(id, signal),
  });
