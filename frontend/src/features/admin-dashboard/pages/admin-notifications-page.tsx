import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Bell, BellRing, ClipboardList, FolderOpen } from 'lucide-react';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { isSafetyTeam, reviewDesk } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { adminNotificationsQueryOptions } from '../api/get-admin-notifications';
import { NotificationItem } from '../components/notification-item';
import { NotificationStatusDialog, type NotificationRequest } from '../components/notification-status-dialog';
import { StatCard } from '@/components/ui/stat-card';
import { OshaClockList } from '@/features/osha-clocks';

/**
 * /admin/notifications, for everyone who reviews incidents (the router sends others
 * to /auth): the safety team sees every incident and may resolve; a supervisor sees their
 * department's and acknowledges them.
 */
export const AdminNotificationsPage = () => {
  const user = useSignedInUser();
  const safetyTeam = isSafetyTeam(user);
  // Supervisors' counts cover their department and the reports naming them as supervisor.
  const scope = safetyTeam ? 'all departments' : `${user.department} and reports naming you as supervisor`;
  const { data, isPending, isError, refetch, isFetching } = useQuery(adminNotificationsQueryOptions());
  // A handled item leaves the list with the button that had focus; focus goes to the list heading.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [request, setRequest] = useState<NotificationRequest | null>(null);
  const [confirming, setConfirming] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  return (
    <>
      <PageHeader
        title={reviewDesk(user).title}
        description={
          safetyTeam
            ? 'Newly reported incidents waiting for the safety team, newest first.'
            : `Newly reported incidents of ${user.department} waiting for your review, newest first.`
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Pending Notifications"
          value={isError ? '—' : data?.pendingNotifications.toString()}
          note={`Submitted, not yet acknowledged: ${scope}.`}
          icon={BellRing}
          tone="yellow"
        />
        <StatCard
          label="Total Incidents"
          value={isError ? '—' : data?.totalIncidents.toString()}
          note={`Every report on record: ${scope}.`}
          icon={ClipboardList}
          tone="brand"
        />
        <StatCard
          label="Open Cases"
          value={isError ? '—' : data?.openCases.toString()}
          note={`Submitted, under review or investigating: ${scope}.`}
          icon={FolderOpen}
          tone="blue"
        />
      </div>

      {safetyTeam && <OshaClockList />}

      <Card aria-labelledby="attention-title">
        <CardHeader>
          <div>
            <h2
              id="attention-title"
              ref={listHeading}
              tabIndex={-1}
              className="flex items-center gap-2 rounded-sm text-lg font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <Bell className="size-5 text-brand-700" aria-hidden="true" />
              Incidents Awaiting Attention
            </h2>
            <CardDescription>
              {safetyTeam
                ? 'Acknowledge puts an incident under review; Resolve closes the matter. Either way it leaves this list.'
                : 'Acknowledge puts an incident under review and it leaves this list; the safety team resolves it.'}
            </CardDescription>
          </div>
        </CardHeader>
        {isPending ? (
          <StatusMessage kind="loading">Loading notifications...</StatusMessage>
        ) : isError ? (
          <QueryError query={{ refetch, isFetching }}>Failed to load notifications</QueryError>
        ) : data.items.length === 0 ? (
          <StatusMessage
            kind="empty"
            action={<p className="text-slate-600">Every reported incident has been acknowledged.</p>}
          >
            No Active Notifications
          </StatusMessage>
        ) : (
          <ul aria-label="Incidents awaiting attention" className="divide-y divide-slate-200">
            {data.items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                mayResolve={safetyTeam}
                onAsk={(action, trigger) => {
                  returnFocus.current = trigger;
                  setRequest({ item, action });
                  setConfirming(true);
                }}
              />
            ))}
          </ul>
        )}
      </Card>
      <NotificationStatusDialog
        open={confirming}
        request={request}
        returnFocusTo={returnFocus}
        onClose={() => setConfirming(false)}
        onHandled={() => {
          returnFocus.current = listHeading.current;
          setConfirming(false);
        }}
      />
    </>
  );
};
