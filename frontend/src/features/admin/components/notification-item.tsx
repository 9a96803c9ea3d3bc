import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CheckCheck, CircleCheckBig, Eye, LoaderCircle } from 'lucide-react';
import type { AdminNotifications, IncidentStatus } from '@hs/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/http';
import { useChangeIncidentStatus } from '../../incidents/api/change-incident-status';
import { incidentQueryOptions } from '../../incidents/api/get-incident';
import { IncidentStatusBadge } from '../../incidents/components/incident-status-badge';
import { SeverityBadge } from '../../incidents/components/severity-badge';
import { formatMoment } from '../../incidents/history-format';
import { incidentStatusLabel, incidentTypeLabel } from '../../incidents/incident-labels';
import { adminKeys } from '../api/admin-keys';
import { incidentDateText } from '../../incidents/incident-date';

type Item = AdminNotifications['items'][number];

/** Spec 9: the preview is the first 100 characters; an ellipsis says when there is more. */
const PREVIEW_LENGTH = 100;

interface NotificationItemProps {
  item: Item;
  /** Called once the item has been handled and is about to leave the list. */
  onHandled: () => void;
}

/** One incident waiting for attention, with View, Acknowledge (under review) and Resolve. */
export const NotificationItem = ({ item, onHandled }: NotificationItemProps) => {
  const queryClient = useQueryClient();
  const mutation = useChangeIncidentStatus();
  const [pending, setPending] = useState<IncidentStatus | null>(null);
  const headingId = `notification-${item.id}`;

  const setStatus = async (status: IncidentStatus) => {
    setPending(status);
    try {
      // The version to expect comes from a fresh read: the list may be older than the incident.
      const current = await queryClient.fetchQuery({ ...incidentQueryOptions(item.id), staleTime: 0 });
      if (current.status !== item.status) {
        throw new Error(
          `Someone else has already set this incident to ${incidentStatusLabel(current.status)}.`,
        );
      }
      await mutation.mutateAsync({ id: item.id, status, expectedVersion: current.version });
      toast({ title: 'Status Updated', description: 'Incident status has been updated successfully.' });
      onHandled();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Update Failed', description: errorMessage(error) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.notifications });
    } finally {
      setPending(null);
    }
  };

  const busy = pending !== null;
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
            disabled={busy}
            onClick={() => void setStatus('under-review')}
          >
            {pending === 'under-review' ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <CheckCheck aria-hidden="true" />
            )}
            Acknowledge<span className="sr-only"> report #{item.reportNumber}</span>
          </Button>
          <Button size="sm" disabled={busy} onClick={() => void setStatus('resolved')}>
            {pending === 'resolved' ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <CircleCheckBig aria-hidden="true" />
            )}
            Resolve<span className="sr-only"> report #{item.reportNumber}</span>
          </Button>
        </div>
      </article>
    </li>
  );
};
