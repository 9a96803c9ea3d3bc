import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { outgoingMailQueryOptions } from '../api/get-outgoing-mail';
import { SmtpMissingNote } from './smtp-missing-note';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The admin dashboard's view of the mail outbox: failed mails stand out, with the way to them. */
export const OutgoingMailCard = () => {
  const query = useQuery(outgoingMailQueryOptions('failed'));

  let body;
  if (query.isPending) body = <StatusMessage kind="loading">Loading outgoing mail...</StatusMessage>;
  else if (query.isError) body = <StatusMessage kind="error">Failed to load outgoing mail</StatusMessage>;
  else {
    const { counts, smtpConfigured } = query.data;
    body = (
      <div className="grid gap-4">
        {counts.failed > 0 ? (
          <div className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
            <p className="text-sm">
              {plural(counts.failed, 'mail')} could not be delivered. Check the address or the mail server,
              then send again.
            </p>
          </div>
        ) : null}
        {!smtpConfigured && <SmtpMissingNote />}
        <p className="text-sm text-slate-700">
          {counts.pending} pending, {counts.sent} sent, {counts.failed} failed.
        </p>
      </div>
    );
  }
  const failed = query.data?.counts.failed ?? 0;

  return (
    <Card aria-labelledby="outgoing-mail-card-title">
      <CardHeader>
        <div>
          <CardTitle id="outgoing-mail-card-title">Outgoing Mail</CardTitle>
          <CardDescription>Notification e-mails and how their delivery went.</CardDescription>
        </div>
        <Button asChild variant="link">
          <Link to={failed > 0 ? '/admin/outgoing-mail?state=failed' : '/admin/outgoing-mail'}>
            {failed > 0 ? 'View failed' : 'View all'}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
};
