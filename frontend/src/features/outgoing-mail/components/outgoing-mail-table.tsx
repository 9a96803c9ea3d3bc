import type { OutgoingMail } from '@hs/contracts';
import { RetryDeliveryButton, toastRetryFailed } from '@/components/retry-delivery-button';
import { ResponsiveTable, type TableColumn } from '@/components/ui/responsive-table';
import { toast } from '@/components/ui/toast-store';
import { formatMoment } from '@/lib/dates';
import { runMutation } from '@/lib/run-mutation';
import { useRetryOutgoingMail } from '../api/retry-outgoing-mail';
import { MailStateBadge } from './mail-state-badge';

const SendAgain = ({ mail }: { mail: OutgoingMail }) => {
  const retry = useRetryOutgoingMail();
  const run = () =>
    runMutation(retry, mail.id, {
      onSuccess: () =>
        toast({ title: 'Mail queued again', description: `"${mail.subject}" will be sent to ${mail.to}.` }),
      onError: toastRetryFailed,
    });
  return (
    <RetryDeliveryButton
      onClick={run}
      disabled={retry.isPending}
      label={`Send "${mail.subject}" to ${mail.to} again`}
    >
      Send again
    </RetryDeliveryButton>
  );
};

/** The subject, and the mail's plain text behind a disclosure (keyboard and screen readers get it natively). */
const SubjectCell = ({ mail }: { mail: OutgoingMail }) => (
  <div className="min-w-0">
    <span className="font-semibold break-words text-slate-900">{mail.subject}</span>
    <details className="mt-1">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
        Show text
      </summary>
      <pre className="mt-1 max-h-80 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-xs font-normal whitespace-pre-wrap break-words text-slate-800">
        {mail.text}
      </pre>
    </details>
  </div>
);

const sentText = (mail: OutgoingMail) => {
  if (mail.sentAt) return `Sent ${formatMoment(mail.sentAt)}`;
  // A retry is only scheduled after a failed try; a first try waits for the sender alone.
  if (mail.nextAttemptAt && mail.attempts > 0) return `Next try ${formatMoment(mail.nextAttemptAt)}`;
  return mail.state === 'failed' ? 'Not sent' : 'Not sent yet';
};

/** Created and sent in one cell: two dates side by side would push the table past a laptop's width. */
const TimesCell = ({ mail }: { mail: OutgoingMail }) => (
  <>
    <span className="block">Created {formatMoment(mail.createdAt)}</span>
    <span className="block text-slate-700">{sentText(mail)}</span>
  </>
);

const columns: TableColumn<OutgoingMail>[] = [
  {
    header: 'Subject',
    cell: (mail) => <SubjectCell mail={mail} />,
    className: 'min-w-56 max-w-72',
    card: 'title',
  },
  { header: 'State', cell: (mail) => <MailStateBadge state={mail.state} />, card: 'badge' },
  { header: 'To', cell: (mail) => mail.to || 'No address', className: 'min-w-44 break-all' },
  { header: 'Attempts', cell: (mail) => mail.attempts.toString() },
  {
    header: 'Last error',
    cell: (mail) => mail.lastError ?? 'None',
    className: 'min-w-40 max-w-64 break-words',
  },
  { header: 'Time', cell: (mail) => <TimesCell mail={mail} />, className: 'min-w-44' },
  {
    header: 'Action',
    cell: (mail) => (mail.state === 'failed' ? <SendAgain mail={mail} /> : null),
    card: 'action',
  },
];

export const OutgoingMailTable = ({ items, caption }: { items: OutgoingMail[]; caption: string }) => (
  <ResponsiveTable caption={caption} columns={columns} rows={items} rowKey={(mail) => mail.id} alignTop />
);
