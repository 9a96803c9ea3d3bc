import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useWideScreen } from '@/lib/use-media-query';
import { ScrollRegion } from './scroll-region';

/**
 * Where a column goes on a phone, where each row is a card: its title (top left, the link when the
 * row opens a page), its badge (top right), its action (full width at the bottom), a labelled
 * line (the default), or nowhere (it repeats what the card already shows, such as "View").
 */
export type CardPlace = 'title' | 'badge' | 'action' | 'line' | 'none';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells in the table. */
  className?: string;
  /** The cell names its row (a `th scope="row"`). */
  rowHeader?: boolean;
  card?: CardPlace;
  /** The line's label on a card, when the header says too little without the table around it. */
  phoneLabel?: string;
}

export interface ResponsiveTableProps<Row> {
  /** Describes the table (its caption) and the card list (its label) for screen readers. */
  caption: string;
  columns: TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The page a row opens: the whole card is then a link to it. */
  rowLink?: (row: Row) => string;
  /** The row being shown (the current version, say): highlighted and marked aria-current. */
  isCurrent?: (row: Row) => boolean;
  /** Rows take focus after "Load more" (see useFocusFirstNewRow). */
  focusableRows?: boolean;
  /** Cells start at the top of tall rows. */
  alignTop?: boolean;
  /** Rows that set themselves apart, such as totals under the rows they add up. */
  isSummary?: (row: Row) => boolean;
  className?: string;
}

const rowFocus = (focusable: boolean | undefined) =>
  focusable ? { 'data-list-row': true, tabIndex: -1 } : {};

const Table = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  isCurrent,
  focusableRows,
  alignTop,
  isSummary,
}: ResponsiveTableProps<Row>) => (
  <ScrollRegion label={caption}>
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn(
                'px-3 py-3 font-semibold first:pl-5 last:pr-5',
                column.card === 'action' && 'text-right',
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => {
          const current = isCurrent?.(row) ?? false;
          return (
            <tr
              key={rowKey(row)}
              {...rowFocus(focusableRows)}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'focus-visible:outline-2 focus-visible:outline-brand-600',
                alignTop && 'align-top',
                current ? 'bg-brand-50' : isSummary?.(row) ? 'bg-slate-50' : 'hover:bg-slate-50',
              )}
            >
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    {...(column.rowHeader ? { scope: 'row' } : {})}
                    className={cn(
                      'px-3 py-3 text-slate-800 first:pl-5 last:pr-5',
                      column.rowHeader && 'font-semibold text-slate-900',
                      column.card === 'action' && 'py-2 text-right',
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  </ScrollRegion>
);

const CardList = <Row,>({
  caption,
  columns,
  rows,
  rowKey,
  rowLink,
  isCurrent,
  focusableRows,
  isSummary,
  className,
}: ResponsiveTableProps<Row>) => {
  const placed = (place: CardPlace) => columns.filter((column) => (column.card ?? 'line') === place);
  const [title] = placed('title');
  return (
    <ul aria-label={caption} className={cn('divide-y divide-slate-200', className)}>
      {rows.map((row) => {
        const current = isCurrent?.(row) ?? false;
        const link = rowLink?.(row);
        const heading = title?.cell(row);
        return (
          <li
            key={rowKey(row)}
            {...rowFocus(focusableRows)}
            aria-current={current ? 'true' : undefined}
            className={cn(
              'relative px-5 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
              current ? 'bg-brand-50' : link && 'hover:bg-slate-50 active:bg-slate-100',
              !current && isSummary?.(row) && 'bg-slate-50',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              {link ? (
                // The link's box covers the card (after:inset-0): a tap anywhere on it opens the row.
                <Link
                  to={link}
                  className="flex min-w-0 items-center gap-1 font-semibold break-words text-brand-800 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
                >
                  {heading}
                  <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
                </Link>
              ) : (
                <p className="min-w-0 font-semibold break-words text-slate-900">{heading}</p>
              )}
              {placed('badge').map((column) => (
                <div key={column.header} className="shrink-0">
                  {column.cell(row)}
                </div>
              ))}
            </div>
            {placed('line').length > 0 && (
              <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                {placed('line').map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-slate-600">{column.phoneLabel ?? column.header}</dt>
                    <dd className="min-w-0 text-slate-900 wrap-anywhere">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {placed('action').map((column) => (
              // Above the covering link, so the action gets its own taps.
              <div key={column.header} className="relative mt-3 flex flex-col gap-2 *:w-full">
                {column.cell(row)}
              </div>
            ))}
          </li>
        );
      })}
    </ul>
  );
};

/**
 * A table on a wide screen, a list of cards on a phone (no sideways scrolling, and a tap on a card
 * opens its row). The columns say where each cell goes on a card.
 */
export const ResponsiveTable = <Row,>(props: ResponsiveTableProps<Row>) =>
  useWideScreen() ? <Table {...props} /> : <CardList {...props} />;
