import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CircleCheck, FileText, ListChecks, Plus } from 'lucide-react';
import { IncidentIdParams, type IncidentDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { isNotFound } from '@/lib/http';
import { incidentQueryOptions } from '../api/get-incident';
import { incidentTypeLabel } from '../incident-labels';
import { incidentDateText } from '../incident-date';

/** Who reviews it, in a sentence: the supervisors by name, then the safety team. */
const reviewersSentence = (incident: IncidentDetail) => {
  const names = incident.supervisors.map((s) => s.name);
  if (names.length === 0) return 'The safety team reviews your report.';
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${who} (${names.length === 1 ? 'supervisor' : 'supervisors'}) and the safety team review your report.`;
};

const Confirmation = ({ incident }: { incident: IncidentDetail }) => (
  <div className="grid gap-6 lg:grid-cols-3">
    <Card className="lg:col-span-2" aria-labelledby="confirmation-number">
      <CardContent className="grid gap-4 pt-6">
        <p className="flex items-start gap-3 text-slate-900">
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            <span className="block text-sm text-slate-700">Report number</span>
            <span id="confirmation-number" className="block text-2xl font-bold tracking-tight break-all">
              {incident.reportNumber}
            </span>
          </span>
        </p>
        <p className="text-sm font-medium text-slate-900">
          Report {incident.reportNumber} has been submitted and assigned for review.
        </p>
        <p className="text-sm text-slate-800">
          {incidentTypeLabel(incident.type)} at {incident.location} on {incidentDateText(incident)}, involving{' '}
          {incident.employeeName}
          {incident.employeeOrganisation ? ` (${incident.employeeOrganisation})` : ''}.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={`/incidents/${incident.id}`}>
              <FileText aria-hidden="true" />
              View report {incident.reportNumber}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/incidents?tab=mine">
              <ListChecks aria-hidden="true" />
              My reports
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/incidents/new">
              <Plus aria-hidden="true" />
              Report another incident
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
    <div className="grid content-start gap-6">
      <Card aria-labelledby="next-steps-title">
        <CardHeader>
          <CardTitle id="next-steps-title" className="text-base">
            What happens next
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm text-slate-800">
            <li>{reviewersSentence(incident)}</li>
            <li>Its status and any comments appear on the report and under My reports.</li>
            <li>
              Reports are due within 24 hours of the incident. If you remember more, add it as a comment on
              the report.
            </li>
          </ul>
        </CardContent>
      </Card>
      <Card aria-labelledby="told-title">
        <CardHeader>
          <CardTitle id="told-title" className="text-base">
            Who was told
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm text-slate-800">
            {incident.supervisors.map((s) => (
              <li key={s.id}>
                <strong className="font-semibold text-slate-900">{s.name}</strong>, supervisor
              </li>
            ))}
            <li>
              <strong className="font-semibold text-slate-900">The safety team</strong> (safety officers and
              administrators)
            </li>
          </ul>
        </CardContent>
      </Card>
    </div>
  </div>
);

/** `/incidents/:id/confirmation`: a page that lasts after submitting, unlike a toast; a reload keeps it. */
export const ReportConfirmationPage = () => {
  const { id = '' } = useParams();
  const validId = IncidentIdParams.safeParse({ id }).success;
  const query = useQuery({ ...incidentQueryOptions(id), enabled: validId });
  const incident = query.data;
  return (
    <>
      <PageHeader
        title="Incident Report Submitted Successfully"
        description="Thank you for reporting. Keep the report number to follow it up."
      />
      {incident && !incident.summaryOnly ? (
        <Confirmation incident={incident} />
      ) : (
        <Card>
          {!validId || incident?.summaryOnly || (query.isError && isNotFound(query.error)) ? (
            <StatusMessage kind="empty">
              This incident report does not exist or is no longer available.
            </StatusMessage>
          ) : query.isError ? (
            <StatusMessage kind="error">Failed to load incident</StatusMessage>
          ) : (
            <StatusMessage kind="loading">Loading incident...</StatusMessage>
          )}
        </Card>
      )}
    </>
  );
};
