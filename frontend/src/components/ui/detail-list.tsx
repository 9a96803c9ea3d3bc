import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Spans the full width: long text such as a description. */
  wide?: boolean;
  /**
   * Marks the item (e.g. "Changed since"): a tinted frame plus these words beside the label, so
   * the mark does not rely on colour alone.
   */
  highlight?: string | undefined;
}

/** Label and value pairs of a detail card, as a description list. */
export const DetailList = ({ items, className }: { items: DetailItem[]; className?: string }) => (
  <dl className={cn('grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:grid-cols-3', className)}>
    {items.map(({ label, value, wide, highlight }) => (
      <div
        key={label}
        className={cn(
          wide && 'sm:col-span-2 lg:col-span-3',
          highlight && '-m-2 rounded-lg bg-yellow-50 p-2 ring-2 ring-yellow-400',
        )}
      >
        <dt className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {label}
          {highlight && (
            <span className="rounded-full bg-yellow-200 px-2 py-0.5 text-[0.7rem] tracking-normal text-yellow-950 normal-case">
              {highlight}
            </span>
          )}
        </dt>
        <dd className="mt-1 text-sm break-words whitespace-pre-line text-slate-900 pointer-coarse:[&>a]:inline-flex pointer-coarse:[&>a]:min-h-11 pointer-coarse:[&>a]:items-center">
          {value}
        </dd>
      </div>
    ))}
  </dl>
);
