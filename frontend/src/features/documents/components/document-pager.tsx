import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface DocumentPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the pagination landmark when a screen has more than one. */
  label: string;
}

/** "Showing x to y of n documents", Previous, numbered pages, Next. */
export const DocumentPager = ({ page, pageSize, total, onPageChange, label }: DocumentPagerProps) => {
  const { t } = useTranslation('documents');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-5 py-4 sm:px-6">
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('pager.showing', { from, to, total })}
      </p>
      <nav aria-label={label}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
              <ChevronLeft aria-hidden="true" />
              {t('pager.previous')}
            </Button>
          </li>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <Button
                variant={n === page ? 'primary' : 'ghost'}
                size="sm"
                className={cn('min-w-8 pointer-coarse:min-w-11', n === page && 'pointer-events-none')}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: n })}
                onClick={() => onPageChange(n)}
              >
                {n}
              </Button>
            </li>
          ))}
          <li>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => onPageChange(page + 1)}
            >
              {t('pager.next')}
              <ChevronRight aria-hidden="true" />
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
};
