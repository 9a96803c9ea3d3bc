import type { ListDocumentsInput } from '@hs/contracts';

/**
 * Query keys of the document library; invalidating `all` refreshes every list, detail and
 * signature list, since an upload or a signature can change each of them.
 */
export const documentKeys = {
  all: ['documents'] as const,
  // Only what a picker needs (the Assign Document dialog).
  options: () => ['documents', 'options'] as const,
  page: (params: ListDocumentsInput) => ['documents', 'page', params] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
  requiringSignature: (userId: string) => ['documents', 'requiring-signature', userId] as const,
  approvals: () => ['documents', 'approvals'] as const,
  submissions: () => ['documents', 'submissions'] as const,
  // A version's file never changes: outside `all`, so a signature or an upload does not fetch it again.
  file: (id: string, version: number) => ['document-files', id, version] as const,
  // Departments come from the employee records, not the library.
  audiences: () => ['signature-audiences'] as const,
};
