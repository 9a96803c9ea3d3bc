import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryState } from '@/components/query-state';
import { investigationQueryOptions } from '../api/get-investigation';
import { InvestigationReport } from '../components/investigation-report';
import '../investigation-report.css';
import { useIncidentParam } from './use-incident-param';

/** /incidents/:id/investigation/report: the investigation as one printable document. */
export const InvestigationReportPage = () => {
  const { id, valid } = useIncidentParam();
  const query = useQuery({
    ...investigationQueryOptions(id),
    enabled: valid,
    select: (data) => data.investigation,
  });
  return (
    <div className="grid gap-4">
      <div className="print:hidden">
        <PageHeader
          eyebrow={
            <Link
              to={`/incidents/${encodeURIComponent(id)}/investigation`}
              className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
            >
              ← Back to the investigation
            </Link>
          }
          title="Investigation report"
          description={query.data ? `#${query.data.reportNumber} ${query.data.incidentTitle}` : undefined}
          actions={
            query.data && (
              <Button size="lg" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Print
              </Button>
            )
          }
        />
      </div>
      <QueryState
        query={query}
        loading="Loading the investigation..."
        failed="Failed to load the investigation"
        frame={(message) => <Card>{message}</Card>}
      >
        {(investigation) =>
          investigation ? (
            <InvestigationReport investigation={investigation} />
          ) : (
            <Card>
              <StatusMessage kind="empty">No investigation has been started for this incident.</StatusMessage>
            </Card>
          )
        }
      </QueryState>
    </div>
  );
};
