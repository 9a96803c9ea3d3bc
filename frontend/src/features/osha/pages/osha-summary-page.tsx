import { useQuery } from '@tanstack/react-query';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { failureText } from '@/lib/http';
import { isAdmin, useCurrentUser } from '@/lib/session';
import { osha300AQueryOptions } from '../api/get-osha-300a';
import { CertifyDialog } from '../components/certify-dialog';
import { EstablishmentGate } from '../components/establishment-gate';
import { FormScope } from '../components/form-scope';
import { Summary300AForm } from '../components/summary-300a-form';
import { useOshaScope } from '../use-osha-scope';
import '../print-form.css';

/** OSHA Form 300A of an establishment's year with its certification; administrators certify it. */
export const OshaSummaryPage = () => {
  const scope = useOshaScope();
  const admin = isAdmin(useCurrentUser());
  const query = useQuery({
    ...osha300AQueryOptions({
      establishmentId: scope.establishmentId,
      year: scope.year,
      ...(scope.asOf ? { asOf: scope.asOf } : {}),
    }),
    enabled: scope.establishmentId !== '',
  });
  // The records as they stand, once the year is over (1904.32); again only after they change.
  const certifiable = admin && scope.asOf === '' && scope.year < scope.years[0]!;
  return (
    <div className="grid gap-6">
      <div className="print:hidden">
        <PageHeader
          title="OSHA summary"
          description="Form 300A, the year's totals of the log, certified by a company executive and posted from February 1 to April 30."
        />
      </div>
      <Card className="print-hidden">
        <CardContent className="pt-6">
          <FormScope scope={scope} current="300a" />
        </CardContent>
      </Card>
      <EstablishmentGate scope={scope}>
        {query.isPending ? (
          <StatusMessage kind="loading">Loading the summary…</StatusMessage>
        ) : query.isError ? (
          <StatusMessage kind="error">
            {failureText(query.error, 'The summary could not be loaded.')}
          </StatusMessage>
        ) : (
          <Summary300AForm
            data={query.data}
            certify={
              certifiable && query.data.certification.state !== 'certified' ? (
                <CertifyDialog summary={query.data} />
              ) : null
            }
          />
        )}
      </EstablishmentGate>
    </div>
  );
};
