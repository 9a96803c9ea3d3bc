import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowLeft, FileText } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryState } from '@/components/query-state';
import { investigationQueryOptions } from '../api/get-investigation';
import { ApprovalSection } from '../components/approval-section';
import { CauseActionsSection } from '../components/cause-actions-section';
import { EvidenceSection } from '../components/evidence-section';
import { InvestigationHeader } from '../components/investigation-header';
import { RiskSection } from '../components/risk-section';
import { RootCauseSection } from '../components/root-cause-section';
import { StartInvestigationForm } from '../components/start-investigation-form';
import { StatementsSection } from '../components/statements-section';
import { TeamSection } from '../components/team-section';
import { TimelineSection } from '../components/timeline-section';
import { useIncidentParam } from './use-incident-param';

const backLink = (incidentId: string) => (
  <Link
    to={`/incidents/${encodeURIComponent(incidentId)}`}
    className="mb-2 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Incident
  </Link>
);

const NotStarted = ({ incidentId, mayStart }: { incidentId: string; mayStart: boolean }) =>
  mayStart ? (
    <StartInvestigationForm incidentId={incidentId} />
  ) : (
    <Card>
      <StatusMessage kind="empty">No investigation has been started for this incident.</StatusMessage>
    </Card>
  );

/** /incidents/:id/investigation: the whole investigation, or the form that starts one. */
export const InvestigationPage = () => {
  const { id, valid } = useIncidentParam();
  const query = useQuery({ ...investigationQueryOptions(id), enabled: valid });
  const started = query.data?.investigation;
  const title = started ? `Investigation of #${started.reportNumber}` : 'Investigation';
  return (
    <>
      <PageHeader
        eyebrow={backLink(id)}
        title={title}
        description={started?.incidentTitle}
        actions={
          started && (
            <Link
              to={`/incidents/${encodeURIComponent(id)}/investigation/report`}
              className={buttonVariants({ variant: 'secondary', className: 'h-11' })}
            >
              <FileText aria-hidden="true" />
              Report
            </Link>
          )
        }
      />
      {!valid ? (
        <Card>
          <StatusMessage kind="empty">This incident report does not exist.</StatusMessage>
        </Card>
      ) : (
        <QueryState
          query={query}
          loading="Loading the investigation..."
          failed="Failed to load the investigation"
          frame={(message) => <Card>{message}</Card>}
        >
          {({ investigation, mayStart }) =>
            investigation === null ? (
              <NotStarted incidentId={id} mayStart={mayStart} />
            ) : (
              <div className="grid min-w-0 gap-6">
                <InvestigationHeader investigation={investigation} />
                <TeamSection investigation={investigation} />
                <StatementsSection investigation={investigation} />
                <TimelineSection investigation={investigation} />
                <EvidenceSection investigation={investigation} />
                <RootCauseSection investigation={investigation} />
                <RiskSection investigation={investigation} />
                <CauseActionsSection investigation={investigation} />
                <ApprovalSection investigation={investigation} />
              </div>
            )
          }
        </QueryState>
      )}
    </>
  );
};
