import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { failureText, isNotFound } from '@/lib/http';
import { formatDate } from '@/lib/dates';
import { AsOfField, useAsOfParam } from '@/features/osha';
import { form301QueryOptions } from '../api/get-form-301';
import { Form301View } from '../components/form-301-view';

/** OSHA Form 301 of one recordable case, on screen and on one printed page (safety team only). */
export const Form301Page = () => {
  const { incidentId = '' } = useParams();
  const { asOf, setAsOf } = useAsOfParam();
  const query = useQuery(form301QueryOptions(incidentId, asOf));
  const back = (
    <Link
      to={`/incidents/${encodeURIComponent(incidentId)}`}
      className="mb-2 inline-flex items-center gap-1 text-sm font-medium text-blue-800 underline-offset-2 hover:underline print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to the incident
    </Link>
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 print:hidden">
        <PageHeader
          eyebrow={back}
          title="Form 301"
          description="The injury and illness incident report of this recordable case."
          actions={
            query.isSuccess && (
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
            )
          }
        />
        <AsOfField id="form-301-as-of" className="max-w-xs" value={asOf} onChange={setAsOf} />
      </div>
      {asOf && (
        <p className="text-sm text-slate-700" role="status">
          {`The case as it stood at the end of ${formatDate(asOf)}.`}
        </p>
      )}
      {query.isPending ? (
        <StatusMessage kind="loading">Loading Form 301…</StatusMessage>
      ) : query.isError ? (
        <StatusMessage kind="error">
          {isNotFound(query.error)
            ? asOf
              ? `No Form 301: this incident was not decided as a recordable case by the end of ${formatDate(asOf)}.`
              : 'No Form 301: this incident is not decided as a recordable case.'
            : failureText(query.error, 'Form 301 could not be loaded.')}
        </StatusMessage>
      ) : (
        <Form301View form={query.data} />
      )}
    </div>
  );
};
