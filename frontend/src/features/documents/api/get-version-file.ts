import { queryOptions } from '@tanstack/react-query';
import { documentRoutes } from '@hs/contracts';
import { getBlob } from '@/lib/http';
import { documentKeys } from './document-keys';

/** A version's file for the viewer; a Blob, so each reader takes its own copy of the bytes. */
export const versionFileQueryOptions = (id: string, version: number) =>
  queryOptions({
    queryKey: documentKeys.file(id, version),
    // Waits for our own upload: a "saved, not shown yet" answer is asked again (lib/http.ts).
    queryFn: ({ signal }) => getBlob(documentRoutes.view(id, version), signal),
    staleTime: Infinity,
  });
