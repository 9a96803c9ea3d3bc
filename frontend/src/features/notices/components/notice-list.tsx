import { useState } from 'react';
import type { Notice, NoticeState } from '@hs/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { formatDateTime } from '@/lib/dates';
import { failureText } from '@/lib/http';
import { useWithdrawNotice } from '../api/withdraw-notice';
import { NoticeForm, noticeTypeLabels } from './notice-form';

const stateLooks: Record<NoticeState, { label: string; tone: BadgeTone }> = {
  current: { label: 'Showing now', tone: 'green' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  ended: { label: 'Ended', tone: 'grey' },
  withdrawn: { label: 'Withdrawn', tone: 'red' },
};

const NoticeItem = ({ notice }: { notice: Notice }) => {
  const [editing, setEditing] = useState(false);
  const withdraw = useWithdrawNotice();
  const look = stateLooks[notice.state];
  if (editing) {
    return (
      <li className="rounded-lg border border-slate-200 p-4">
        <NoticeForm notice={notice} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words text-slate-900">{notice.title}</h3>
        <Badge tone={look.tone}>{look.label}</Badge>
        <Badge>{noticeTypeLabels[notice.type]}</Badge>
      </div>
      <p className="break-words text-slate-700">{notice.message}</p>
      {notice.link && (
        <p className="break-all text-slate-600">
          Link: {notice.link.text} ({notice.link.url})
        </p>
      )}
      <p className="text-slate-600">
        {formatDateTime(notice.shownFrom)} to {formatDateTime(notice.shownUntil)} ·{' '}
        {notice.audience.join(' and ')}
        {notice.postedByName ? ` · posted by ${notice.postedByName}` : ''}
      </p>
      {notice.state !== 'withdrawn' && (
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {notice.title}</span>
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(notice.id, {
                onSuccess: () => toast({ title: 'Notice withdrawn', description: notice.title }),
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'Not withdrawn',
                    description: failureText(error, ''),
                  }),
              })
            }
          >
            Withdraw<span className="sr-only"> {notice.title}</span>
          </Button>
        </div>
      )}
    </li>
  );
};

export const NoticeList = ({ notices }: { notices: Notice[] }) => (
  <ul className="grid gap-3">
    {notices.map((notice) => (
      <NoticeItem key={notice.id} notice={notice} />
    ))}
  </ul>
);
