import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { NotificationEntry } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { kindLabels } from '../kind-labels';

interface NotificationItemProps {
  notification: NotificationEntry;
  /** Called when its link is followed; `unread` says whether opening it reads it. */
  onOpen: (id: string, unread: boolean) => void;
  /** A "Mark as read" button on an unread one (the page; the panel has none). */
  onMarkRead?: (id: string) => void;
  /** The panel's short form: no body text. */
  compact?: boolean;
}

/** One notification as a card whose whole face opens its subject; unread ones stand out. */
export const NotificationItem = ({ notification: n, onOpen, onMarkRead, compact }: NotificationItemProps) => {
  const unread = n.readAt === null;
  return (
    <li
      data-list-row
      tabIndex={-1}
      className={cn(
        'relative flex flex-wrap gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        unread ? 'bg-brand-50 hover:bg-brand-100' : 'bg-white hover:bg-slate-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-slate-300')}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {n.urgent && (
            <Badge tone="red">
              <TriangleAlert className="size-3" aria-hidden="true" />
              Urgent
            </Badge>
          )}
          {/* The link's box covers the card (after:inset-0): a tap anywhere on it opens the subject. */}
          <Link
            to={n.link}
            onClick={() => onOpen(n.id, unread)}
            className={cn(
              'min-w-0 break-words after:absolute after:inset-0 after:content-[""] hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600',
              unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
            )}
          >
            {n.title}
            {unread && <span className="sr-only"> (unread)</span>}
          </Link>
        </div>
        {!compact && n.body && <p className="mt-1 text-sm break-words text-slate-700">{n.body}</p>}
        <p className="mt-1 text-xs text-slate-600">
          {kindLabels[n.kind].label} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
        </p>
      </div>
      {onMarkRead && unread && (
        // Above the covering link, so the button gets its own taps; under the text on a phone.
        <div className="relative basis-full pl-5.5 sm:basis-auto sm:self-center sm:pl-0">
          {/* The visible words start the name (WCAG 2.5.3); the title says which one. */}
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Mark as read: ${n.title}`}
            onClick={() => onMarkRead(n.id)}
          >
            Mark as read
          </Button>
        </div>
      )}
    </li>
  );
};
