import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { AuditVerification } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { StatusMessage } from '@/components/ui/status-message';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/http';
import { auditVerificationQueryOptions } from '../api/get-audit-verification';
import { useVerifyAuditLog } from '../api/verify-audit-log';
import { formatMoment } from '@/lib/dates';

const triggerLabels: Record<AuditVerification['trigger'], string> = {
  admin: 'Verify now, by an administrator',
  cli: 'Command line (npm run audit:verify)',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const Outcome = ({ result }: { result: AuditVerification }) =>
  result.ok ? (
    <div className="flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
      <ShieldCheck className="size-6 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">OK: the event log is intact</p>
        <p className="mt-0.5 text-sm">
          Every hash matches: {plural(result.events, 'event')} in {plural(result.streams, 'stream')} checked.
        </p>
      </div>
    </div>
  ) : (
    <div className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" role="alert">
      <ShieldAlert className="size-6 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">Altered: the event log does not match its hashes</p>
        {result.firstBreak ? (
          <p className="mt-0.5 text-sm break-words">
            First broken link: stream <span className="font-mono">{result.firstBreak.streamId}</span>, version{' '}
            {result.firstBreak.streamVersion} ({result.firstBreak.reason}). Event{' '}
            <span className="font-mono">{result.firstBreak.eventId}</span>.
          </p>
        ) : (
          <p className="mt-0.5 text-sm">The check did not name the first broken link.</p>
        )}
      </div>
    </div>
  );

/**
 * Audit integrity: the last hash-chain verification of the event log and a button to run one now.
 * A broken chain means a stored event was changed after it was written.
 */
export const AuditIntegrityCard = () => {
  const query = useQuery(auditVerificationQueryOptions());
  const verify = useVerifyAuditLog();

  const runNow = () =>
    verify.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.ok
            ? {
                title: 'Audit Verified',
                description: `All ${plural(result.events, 'event')} in ${plural(result.streams, 'stream')} match their hashes.`,
              }
            : {
                variant: 'destructive',
                title: 'Audit Check Failed',
                description: result.firstBreak
                  ? `The first broken link is in ${result.firstBreak.streamId} at version ${result.firstBreak.streamVersion}.`
                  : 'The event log does not match its hashes.',
              },
        ),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Verification Failed', description: errorMessage(error) }),
    });

  let body;
  if (query.isPending) body = <StatusMessage kind="loading">Loading the last verification...</StatusMessage>;
  else if (query.isError)
    body = <StatusMessage kind="error">Failed to load the last verification</StatusMessage>;
  else if (query.data === null)
    body = (
      <div className="flex gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
        <ShieldQuestion className="size-6 shrink-0" aria-hidden="true" />
        <p className="text-sm">
          The event log has not been verified yet. Verify it now to record a first result.
        </p>
      </div>
    );
  else
    body = (
      <div className="grid gap-5">
        <Outcome result={query.data} />
        <DetailList
          className="lg:grid-cols-3"
          items={[
            { label: 'Verified', value: formatMoment(query.data.verifiedAt) },
            { label: 'By', value: query.data.verifiedBy ?? 'System' },
            { label: 'Trigger', value: triggerLabels[query.data.trigger] },
          ]}
        />
      </div>
    );

  return (
    <Card aria-labelledby="audit-integrity-title" aria-busy={verify.isPending}>
      <CardHeader>
        <div>
          <CardTitle id="audit-integrity-title">Audit Integrity</CardTitle>
          <CardDescription>
            Every event is stored with a SHA-256 hash chained to the event before it, so a changed record
            shows.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <CardFooter className="justify-between">
        <p className="text-sm text-slate-700" aria-live="polite">
          {verify.isPending ? 'Checking every hash chain; this can take a few seconds...' : ''}
        </p>
        <Button onClick={runNow} disabled={verify.isPending}>
          {verify.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheck aria-hidden="true" />
          )}
          {verify.isPending ? 'Verifying...' : 'Verify now'}
        </Button>
      </CardFooter>
    </Card>
  );
};
