import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { failureText } from '@/lib/http';
import { formatDate } from '@/lib/dates';
import { osha300QueryOptions } from '../api/get-osha-300';
import { ChangesSince } from '../components/changes-since';
import { EstablishmentGate } from '../components/establishment-gate';
import { FormScope } from '../components/form-scope';
import { Log300Table } from '../components/log-300-table';
import { PrivacyCaseList } from '../components/privacy-case-list';
import { useOshaScope } from '../use-osha-scope';
import '../print-form.css';

/** OSHA Form 300 of an establishment's year, as of any day, and what changed since a day. */
export const OshaLogPage = () => {
  const scope = useOshaScope();
  const query = useQuery({
    ...osha300QueryOptions({
      establishmentId: scope.establishmentId,
      year: scope.year,
      ...(scope.asOf ? { asOf: scope.asOf } : {}),
      ...(scope.since ? { since: scope.since } : {}),
    }),
    enabled: scope.establishmentId !== '',
  });
  const log = query.data;
  return (
    <div className="grid gap-6">
      <div className="print:hidden">
        <PageHeader
          title="OSHA logs"
          description="Form 300, the log of work-related injuries and illnesses of each establishment, as it stands or as it stood on any day."
        />
      </div>
      <Card className="print-hidden">
        <CardContent className="pt-6">
          <FormScope scope={scope} current="300" />
        </CardContent>
      </Card>
      <EstablishmentGate scope={scope}>
        {query.isPending ? (
          <StatusMessage kind="loading">Loading the log…</StatusMessage>
        ) : query.isError ? (
          <StatusMessage kind="error">
            {failureText(query.error, 'The log could not be loaded.')}
          </StatusMessage>
        ) : (
          log && (
            <section
              className="osha-print-form grid gap-3 rounded-xl border border-slate-300 bg-white p-4"
              aria-labelledby="osha-300-title"
            >
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div>
                  <h2 id="osha-300-title" className="text-lg font-bold text-slate-900">
                    OSHA&apos;s Form 300: Log of Work-Related Injuries and Illnesses
                  </h2>
                  <p className="text-xs text-slate-700">
                    Attention: this form contains information relating to employee health and must be used in
                    a manner that protects the confidentiality of employees to the extent possible while the
                    information is being used for occupational safety and health purposes.
                  </p>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  <dt className="font-semibold">Year</dt>
                  <dd>{log.year}</dd>
                  <dt className="font-semibold">Establishment</dt>
                  <dd>{log.establishment.name}</dd>
                  <dt className="font-semibold">City, State</dt>
                  <dd>
                    {log.establishment.city}, {log.establishment.state}
                  </dd>
                  <dt className="font-semibold">As of</dt>
                  <dd>{log.asOf ? formatDate(log.asOf) : 'Now'}</dd>
                </dl>
              </div>
              {log.cases.length === 0 ? (
                <p className="text-sm text-slate-700">No recordable cases in {log.year}.</p>
              ) : (
                <Log300Table log={log} />
              )}
            </section>
          )
        )}
      </EstablishmentGate>
      {log && log.cases.some((c) => c.privacyCase) && (
        <Card className="print-hidden">
          <CardHeader>
            <CardTitle>Privacy cases: confidential list</CardTitle>
            <CardDescription>
              The names the log leaves out (29 CFR 1904.29(b)(6)), for the safety team only; it is not printed
              with the log.
            </CardDescription>
          </CardHeader>
          <PrivacyCaseList
            query={{
              establishmentId: log.establishment.id,
              year: log.year,
              ...(log.asOf ? { asOf: log.asOf } : {}),
            }}
          />
        </Card>
      )}
      {log && (
        <Card className="print-hidden">
          <CardHeader>
            <CardTitle>What changed since</CardTitle>
          </CardHeader>
          <CardContent>
            <ChangesSince
              since={scope.since}
              onSince={(since) => scope.set({ since })}
              changes={log.changes}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
};
