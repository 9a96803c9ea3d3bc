import { queryOptions } from '@tanstack/react-query';
import { DocumentPage, documentRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { documentKeys } from './document-keys';

/** The part of a library document that choosing one needs. */
export interface DocumentOption {
  id: string;
  name: string;
}

/** The most documents one page of GET /api/documents holds. */
const PICKER_PAGE_SIZE = 100;

/** GET /api/documents, one large page sorted by name: the choices of a document picker. */
export const getDocuments = async (signal?: AbortSignal): Promise<DocumentOption[]> => {
  const page = await getJson(
    `${documentRoutes.documents}?pageSize=${PICKER_PAGE_SIZE}`,
    DocumentPage,
    signal,
  );
  return page.documents.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
};

export const documentsQueryOptions = () =>
  queryOptions({
    queryKey: documentKeys.options(),
    queryFn: ({ signal }) => getDocuments(signal),
  });
