import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { currentLocale, i18n } from '@/lib/i18n';
import { Button } from './button';

const number = (n: number) => n.toLocaleString(currentLocale());

/** How many match, as a paged list's server counted them (X-Total-Count and its kind). */
export type ListTotal = { count: number; exact: boolean };

/** "Showing 20 of 1,234", or "of about 1,200,000" when the server could only estimate. */
export const shownOfTotal = (shown: number, total: ListTotal, hasMore: boolean): string => {
  if (!hasMore) return i18n.t('common:pager.all', { shown: number(shown) });
  const count = number(Math.max(total.count, shown));
  return total.exact
    ? i18n.t('common:pager.exact', { shown: number(shown), count })
    : i18n.t('common:pager.about', { shown: number(shown), count });
};

/**
 * After "Load more", moves focus to the first row that arrived (rows carry `data-list-row` and
 * tabIndex -1), so keyboard and screen-reader users go on reading where the new rows begin.
 */
export const useFocusFirstNewRow = (container: RefObject<HTMLElement | null>, rowCount: number) => {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const index = pending.current;
    if (index === null || rowCount <= index) return;
    pending.current = null;
    container.current?.querySelectorAll<HTMLElement>('[data-list-row]')[index]?.focus();
  }, [container, rowCount]);
  return () => {
    pending.current = rowCount;
  };
};

interface ListPagerProps {
  shown: number;
  total: ListTotal;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** What the button names, for a screen reader ("incidents"). */
  noun: string;
}

/** The count of matches and a "Load more" button under a paged list. */
export const ListPager = ({ shown, total, hasMore, loading, onLoadMore, noun }: ListPagerProps) => {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-center gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-700" role="status">
        {shownOfTotal(shown, total, hasMore)}
      </p>
      {hasMore && (
        // aria-disabled, not disabled: a disabled button drops the keyboard focus while the page loads.
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (!loading) onLoadMore();
          }}
          aria-disabled={loading}
        >
          {loading && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {loading ? t('actions.loading') : t('actions.loadMore')}
          <span className="sr-only"> {noun}</span>
        </Button>
      )}
    </div>
  );
};
