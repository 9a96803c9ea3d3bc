import { useEffect, useRef, type RefObject } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from './button';

/** How many rows match: `exact` is false when the server could only estimate. */
export interface ListTotal {
  count: number;
  exact: boolean;
}

const number = (n: number) => n.toLocaleString('en-US');

/** "Showing 20 of 1,234", or "of about 1,200,000" when the server could only estimate. */
export const shownOfTotal = (shown: number, total: ListTotal, hasMore: boolean): string => {
  if (!hasMore) return `Showing ${number(shown)} of ${number(shown)}`;
  const count = Math.max(total.count, shown);
  return `Showing ${number(shown)} of ${total.exact ? '' : 'about '}${number(count)}`;
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
export const ListPager = ({ shown, total, hasMore, loading, onLoadMore, noun }: ListPagerProps) => (
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
        {loading ? 'Loading...' : 'Load more'}
        <span className="sr-only"> {noun}</span>
      </Button>
    )}
  </div>
);
