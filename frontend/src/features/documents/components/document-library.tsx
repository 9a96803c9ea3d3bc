import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileText, RefreshCw, Search } from 'lucide-react';
import { DocumentCategory, DOCUMENTS_PER_PAGE, filterCategories } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Input, Label, NativeSelect } from '@/components/ui/form-controls';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { formatDate } from '@/lib/dates';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { documentPageQueryOptions } from '../api/get-document-page';
import { categoryWord, formatFileSize } from '../document-format';
import { CategoryBadge } from './category-badge';
import { DocumentPager } from './document-pager';
import { SignatureRequirementDialog } from './signature-requirement-dialog';
import { SignatureState } from './signature-state';
import { SignDocumentDialog } from './sign-document-dialog';

export interface LibraryFilters {
  search: string;
  category: DocumentCategory | null;
  page: number;
}

interface DocumentLibraryProps {
  filters: LibraryFilters;
  onFiltersChange: (filters: LibraryFilters) => void;
  /** Names the list and its pager for screen readers (the dashboard and /documents both show one). */
  label: string;
}

const SEARCH_DELAY_MS = 300;

/** The searchable, filterable, paginated document list, with signing and admin controls. */
export const DocumentLibrary = ({ filters, onFiltersChange, label }: DocumentLibraryProps) => {
  const { t } = useTranslation('documents');
  const user = useSignedInUser();
  const ids = { search: useId(), category: useId() };
  const [searchText, setSearchText] = useState(filters.search);
  const { search, category, page } = filters;

  // The server searches; typing waits for a pause before asking it.
  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(
      () => onFiltersChange({ search: searchText.trim(), category, page: 1 }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, search, category, onFiltersChange]);

  const query = useQuery(
    documentPageQueryOptions({
      ...(search ? { search } : {}),
      ...(category ? { category } : {}),
      page,
      pageSize: DOCUMENTS_PER_PAGE,
    }),
  );

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div className="grid min-w-52 flex-1 gap-1.5">
          <Label htmlFor={ids.search}>{t('list.search')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id={ids.search}
              type="search"
              className="pl-9"
              placeholder={t('list.searchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </div>
        </div>
        <div className="grid w-48 gap-1.5">
          <Label htmlFor={ids.category}>{t('list.category')}</Label>
          <NativeSelect
            id={ids.category}
            value={category ?? ''}
            onChange={(e) =>
              onFiltersChange({
                search,
                category: DocumentCategory.safeParse(e.target.value).data ?? null,
                page: 1,
              })
            }
          >
            <option value="">{t('list.allCategories')}</option>
            {filterCategories.map((c) => (
              <option key={c} value={c}>
                {categoryWord(t, c)}
              </option>
            ))}
            {/* A link may ask for a category the dropdown does not offer (Report, Other). */}
            {category && !(filterCategories as readonly string[]).includes(category) && (
              <option value={category}>{categoryWord(t, category)}</option>
            )}
          </NativeSelect>
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('list.refresh')}
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RefreshCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
        </Button>
      </div>
      {query.isPending ? (
        <StatusMessage kind="loading">{t('list.loading')}</StatusMessage>
      ) : query.isError ? (
        <QueryError query={query}>{t('list.failed')}</QueryError>
      ) : query.data.documents.length === 0 ? (
        <StatusMessage kind="empty">{t('list.empty')}</StatusMessage>
      ) : (
        <>
          <ul aria-label={label} className="divide-y divide-slate-200">
            {query.data.documents.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-4 sm:px-6">
                <span
                  className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-700"
                  aria-hidden="true"
                >
                  <FileText className="size-5" />
                </span>
                <div className="min-w-48 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/documents/${document.id}`}
                      translate="no"
                      className="rounded-sm font-semibold break-words text-slate-900 hover:text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                    >
                      {document.name}
                    </Link>
                    <CategoryBadge category={document.category} />
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {document.fileType.toUpperCase()} · {formatFileSize(document.size)} ·{' '}
                    {t('list.version', { version: document.currentVersion })} ·{' '}
                    {t('list.updated', { date: formatDate(document.lastUpdated) })}
                    {document.requiresSignature && document.signatureDeadline
                      ? ` · ${t('list.signBy', { date: formatDate(document.signatureDeadline) })}`
                      : ''}
                  </p>
                  <div className="mt-2">
                    <SignatureState document={document} />
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {document.needsMySignature && (
                    <SignDocumentDialog
                      document={{ id: document.id, name: document.name, version: document.currentVersion }}
                    />
                  )}
                  {isAdmin(user) && <SignatureRequirementDialog document={document} />}
                </div>
              </li>
            ))}
          </ul>
          <DocumentPager
            label={t('list.pagesLabel', { label })}
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPageChange={(next) => onFiltersChange({ search, category, page: next })}
          />
        </>
      )}
    </div>
  );
};
