import { queryOptions } from '@tanstack/react-query';
import { DocumentDetail, documentRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { documentKeys } from './document-keys';

/** GET /api/documents/:id: metadata, versions, signature requirement and signatures. */
export const getDocument = (id: string, signal?: AbortSignal): Promise<DocumentDetail> =>
  getJson(documentRoutes.document(id), DocumentDetail, signal);

export const documentQueryOptions = (id: string) =>
  queryOptions({ queryKey: documentKeys.detail(id), queryFn: ({ signal }) => getDocument(id, signal) });
