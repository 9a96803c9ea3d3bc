import { Link } from 'react-router';
import { CheckCheck, CircleCheckBig, Eye } from 'lucide-react';
import type { AdminNotifications } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import {
  IncidentStatusBadge,
  SeverityBadge,
  incidentTypeLabel,
  incidentDateText,
} from '@/features/incidents';
import type { NotificationAction } from './notification-status-dialog';
import { formatMoment } from '@/lib/dates';

type Item = AdminNotifications['items'][number];

/** The preview is the first 100 characters; an ellipsis says when there is more. */
const PREVIEW_LENGTH = 100;

interface NotificationItemProps {
  item: Item;
  /** Resolving is the safety team's; a supervisor only acknowledges. */
  mayResolve: boolean;
  /** Acknowledge or Resolve was pressed: the page asks for confirmation (and a note to resolve). */
  onAsk: (action: NotificationAction, trigger: HTMLElement) => void;
}

/** One incident waiting for attention, with View, Acknowledge (under review) and Resolve. */
export const NotificationItem = ({ item, mayResolve, onAsk }: NotificationItemProps) => {
  const headingId = `notification-${item.id}`;
  const preview =
    item.descriptionPreview.length >= PREVIEW_LENGTH
      ? `${item.descriptionPreview}…`
      : item.descriptionPreview;

  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            #{item.reportNumber}
            <span className="sr-only">, {incidentTypeLabel(item.type)}</span>
          </h3>
          <span className="text-sm text-slate-700" aria-hidden="true">
            {incidentTypeLabel(item.type)}
          </span>
          <span>
            <span className="sr-only">Severity: </span>
            <SeverityBadge severity={item.severity} />
          </span>
          <span>
            <span className="sr-only">Status: </span>
            <IncidentStatusBadge status={item.status} />
          </span>
        </div>
        <p className="text-sm break-words text-slate-800">{preview}</p>
        <p className="text-xs text-slate-600">
          {item.location} · {incidentDateText(item)} · {item.employeeName} · reported{' '}
          <time dateTime={item.createdAt}>{formatMoment(item.createdAt)}</time>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm" className="text-brand-800">
            <Link to={`/incidents/${item.id}`}>
              <Eye aria-hidden="true" />
              View<span className="sr-only"> report #{item.reportNumber}</span>
            </Link>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={(event) => onAsk('acknowledge', event.currentTarget)}
          >
            <CheckCheck aria-hidden="true" />
            Acknowledge<span className="sr-only"> report #{item.reportNumber}</span>
          </Button>
          {mayResolve && (
            <Button
              size="sm"
              aria-haspopup="dialog"
              onClick={(event) => onAsk('resolve', event.currentTarget)}
            >
              <CircleCheckBig aria-hidden="true" />
              Resolve<span className="sr-only"> report #{item.reportNumber}</span>
            </Button>
          )}
        </div>
      </article>
    </li>
  );
};
