import { Link } from 'react-router';
import {
  Archive,
  Bell,
  ChevronRight,
  ClipboardList,
  FilePlus2,
  LayoutDashboard,
  Mail,
  Megaphone,
  ScrollText,
  type LucideIcon,
} from 'lucide-react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

/** The admin dashboard's actions: new incident report, notifications, all incidents, outgoing mail, access log, notices, retention, employee portal. */
const actions: QuickAction[] = [
  {
    label: 'New Incident Report',
    description: 'Report an incident or near miss.',
    to: '/incidents/report',
    icon: FilePlus2,
  },
  {
    label: 'Notifications',
    description: 'Incidents waiting for review.',
    to: '/admin/notifications',
    icon: Bell,
  },
  { label: 'All Incidents', description: 'Every report, by status.', to: '/incidents', icon: ClipboardList },
  {
    label: 'Outgoing Mail',
    description: 'Notification e-mails: sent, waiting, failed.',
    to: '/admin/outgoing-mail',
    icon: Mail,
  },
  {
    label: 'Access Log',
    description: 'Who opened medical details and audit records.',
    to: '/admin/access-log',
    icon: ScrollText,
  },
  {
    label: 'Dashboard Notices',
    description: 'Post, edit and withdraw notices on the dashboard.',
    to: '/admin/notices',
    icon: Megaphone,
  },
  {
    label: 'Retention',
    description: 'Records past retention: erase their personal data.',
    to: '/admin/retention',
    icon: Archive,
  },
  {
    label: 'Employee Portal',
    description: 'The dashboard employees see.',
    to: '/dashboard',
    icon: LayoutDashboard,
  },
];

/** A count beside an action's label, read as "<n> <what>". */
const CountBadge = ({ count, what }: { count: number; what: string }) => (
  <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
    {count}
    <span className="sr-only"> {what}</span>
  </span>
);

export const AdminQuickActions = ({
  pending,
  failedMails,
}: {
  pending: number | undefined;
  failedMails?: number | undefined;
}) => (
  <Card aria-labelledby="quick-actions-title">
    <CardHeader>
      <CardTitle id="quick-actions-title" className="text-base">
        Quick Actions
      </CardTitle>
    </CardHeader>
    <ul className="divide-y divide-slate-200">
      {actions.map(({ label, description, to, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset sm:px-6"
          >
            <span
              className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-800"
              aria-hidden="true"
            >
              <Icon className="size-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                {label}
                {to === '/admin/notifications' && pending ? (
                  <CountBadge count={pending} what="pending" />
                ) : null}
                {to === '/admin/outgoing-mail' && failedMails ? (
                  <CountBadge count={failedMails} what="failed" />
                ) : null}
              </span>
              <span className="block text-xs text-slate-600">{description}</span>
            </span>
            <ChevronRight className="size-4 text-slate-500" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  </Card>
);
