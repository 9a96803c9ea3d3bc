import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MAIL_STATES } from '@hs/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { outgoingMailQueryOptions, type MailState } from '../api/get-outgoing-mail';
import { MAIL_STATE_LABELS } from '../components/mail-state-badge';
import { OutgoingMailTable } from '../components/outgoing-mail-table';
import { SmtpMissingNote } from '../components/smtp-missing-note';

const isMailState = (value: string | null): value is MailState =>
  (MAIL_STATES as readonly string[]).includes(value ?? '');

const EMPTY: Record<MailState | 'all', string> = {
  all: 'No mail yet: notifications to be e-mailed will show here.',
  pending: 'No mail is waiting.',
  sent: 'No mail has been sent yet.',
  failed: 'No failed mail.',
};

/** /admin/outgoing-mail, for administrators: every notification mail, what it said and how it went. */
export const OutgoingMailPage = () => {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isMailState(stateParam) ? stateParam : undefined;
  const { data, isPending, isError, refetch, isFetching } = useQuery(outgoingMailQueryOptions(state));
  const choose = (value: string) => setParams(isMailState(value) ? { state: value } : {}, { replace: true });
  const countOf = (s: MailState) => (data ? ` (${data.counts[s]})` : '');

  let body;
  if (isPending) body = <StatusMessage kind="loading">Loading outgoing mail...</StatusMessage>;
  else if (isError)
    body = <QueryError query={{ refetch, isFetching }}>Failed to load outgoing mail</QueryError>;
  else if (data.items.length === 0)
    body = <StatusMessage kind="empty">{EMPTY[state ?? 'all']}</StatusMessage>;
  else
    body = (
      <OutgoingMailTable
        items={data.items}
        caption={`${state ? MAIL_STATE_LABELS[state] : 'All'} notification mails, newest first`}
      />
    );

  return (
    <>
      <PageHeader
        title="Outgoing Mail"
        description="Notification e-mails, newest first: who they went to, whether they were sent, and what they said. A mail that failed after its last try can be sent again."
      />
      {data && !data.smtpConfigured && (
        <div className="mb-6">
          <SmtpMissingNote />
        </div>
      )}
      <Card aria-labelledby="outgoing-mail-title">
        <CardHeader className="flex-wrap">
          <div>
            <CardTitle id="outgoing-mail-title">Mails</CardTitle>
            <CardDescription>
              {data
                ? `${data.counts.pending} pending, ${data.counts.sent} sent, ${data.counts.failed} failed.`
                : 'Pending, sent and failed mails.'}
            </CardDescription>
          </div>
          <Field id="outgoing-mail-state" label="Show" className="w-full sm:w-56">
            <NativeSelect
              id="outgoing-mail-state"
              value={state ?? 'all'}
              onChange={(event) => choose(event.target.value)}
            >
              <option value="all">All mails</option>
              {MAIL_STATES.map((s) => (
                <option key={s} value={s}>
                  {MAIL_STATE_LABELS[s]}
                  {countOf(s)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </CardHeader>
        <CardContent className="px-0">{body}</CardContent>
      </Card>
    </>
  );
};
