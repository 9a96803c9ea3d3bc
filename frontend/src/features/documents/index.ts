export { documentsQueryOptions } from './api/get-documents';
export { requiredSignaturesQueryOptions } from './api/get-required-signatures';
export { DocumentLibrary } from './components/document-library';
export { useLibraryFilters } from './library-filters';
