import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DocumentPage, documentRoutes, type ListDocumentsInput } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { documentKeys } from './document-keys';

export const getDocumentPage = (params: ListDocumentsInput, signal?: AbortSignal): Promise<DocumentPage> => {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  if (params.page) query.set('page', String(params.page));
  if (params.pageSize) query.set('pageSize', String(params.pageSize));
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return getJson(`${documentRoutes.documents}${suffix}`, DocumentPage, signal);
};

/** One page of the library; the previous page stays on screen while the next one loads. */
export const documentPageQueryOptions = (params: ListDocumentsInput) =>
  queryOptions({
    queryKey: documentKeys.page(params),
    queryFn: ({ signal }) => getDocumentPage(params, signal),
    placeholderData: keepPreviousData,
  });
