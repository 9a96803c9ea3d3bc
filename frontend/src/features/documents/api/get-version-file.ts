import { queryOptions } from '@tanstack/react-query';
import { CONSISTENCY_HEADER, documentRoutes } from '@hs/contracts';
import { currentConsistencyToken } from '@/lib/consistency-token';
import { HttpError } from '@/lib/http';
import { documentKeys } from './document-keys';

/** GET /api/documents/:id/versions/:version/view: the stored bytes, waiting for our own upload. */
const getVersionFile = async (id: string, version: number, signal: AbortSignal): Promise<Blob> => {
  const token = currentConsistencyToken();
  const response = await fetch(documentRoutes.view(id, version), {
    credentials: 'include',
    headers: token ? { [CONSISTENCY_HEADER]: token } : {},
    signal,
  });
  if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
  return response.blob();
};

/** A version's file for the viewer; a Blob, so each reader takes its own copy of the bytes. */
export const versionFileQueryOptions = (id: string, version: number) =>
  queryOptions({
    queryKey: documentKeys.file(id, version),
    queryFn: ({ signal }) => getVersionFile(id, version, signal),
    staleTime: Infinity,
  });
