import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentCategory } from '@hs/contracts';
import type { LibraryFilters } from './components/document-library';

/** Filters kept in the address (/documents?category=SDS&search=acetone&page=2), so links and Back work. */
export const useLibraryFiltersInUrl = (): [LibraryFilters, (next: LibraryFilters) => void] => {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const filters: LibraryFilters = {
    search: params.get('search') ?? '',
    category: DocumentCategory.safeParse(params.get('category')).data ?? null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const update = useCallback(
    (next: LibraryFilters) => {
      const query = new URLSearchParams();
      if (next.search) query.set('search', next.search);
      if (next.category) query.set('category', next.category);
      if (next.page > 1) query.set('page', String(next.page));
      setParams(query, { replace: true });
    },
    [setParams],
  );
  return [filters, update];
};

/** Filters held by the component only (the dashboard's copy of the library). */
export const useLibraryFilters = (): [LibraryFilters, (next: LibraryFilters) => void] => {
  const [filters, setFilters] = useState<LibraryFilters>({ search: '', category: null, page: 1 });
  return [filters, setFilters];
};
