import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Download, ExternalLink, Eye, Printer } from 'lucide-react';
import type { IncidentDetail, IncidentSummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { DetailList } from '@/components/ui/detail-list';
import { Modal } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { formatClockTime, formatDateTime } from '@/lib/dates';
import {
  incidentQueryOptions,
  recordkeepingQueryOptions,
  IncidentStatusBadge,
  SeverityBadge,
  StatusChangeForm,
  incidentTypeLabel,
  useIncidentReportActions,
  incidentDateText,
} from '@/features/incidents';

const orElse = (value: string | null, fallback: string) => value?.trim() || fallback;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The current status, and the form that changes it only when its button is pressed. */
const StatusPanel = ({ incident }: { incident: IncidentDetail }) => (
  <section aria-label="Status" className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
    <p className="flex items-center gap-2 text-sm text-slate-700">
      Now <IncidentStatusBadge status={incident.status} />
    </p>
    {/* A new version (this admin's change or someone else's) starts the form afresh. */}
    <StatusChangeForm key={incident.version} incident={incident} />
  </section>
);

const DialogBody = ({ incident }: { incident: IncidentDetail }) => (
  <div className="grid gap-5">
    <StatusPanel incident={incident} />
    <DetailList
      items={[
        { label: 'Severity', value: <SeverityBadge severity={incident.severity} /> },
        { label: 'Type', value: incidentTypeLabel(incident.type) },
        { label: 'Date', value: incidentDateText(incident) },
        { label: 'Time', value: formatClockTime(incident.time) },
        { label: 'Reported', value: formatDateTime(incident.createdAt) },
        { label: 'Employee', value: incident.employeeName },
        { label: 'Location', value: incident.location, wide: true },
        { label: 'Employee ID', value: orElse(incident.employeeId, 'N/A') },
        { label: 'Department', value: orElse(incident.employeeDepartment, 'N/A') },
        { label: 'Job Title', value: orElse(incident.employeePosition, 'N/A') },
        { label: 'Supervisor', value: orElse(incident.employeeSupervisor, 'N/A') },
        { label: 'Injury Occurred', value: yesNo(incident.injuryOccurred) },
        { label: 'Illness Occurred', value: yesNo(incident.illnessOccurred) },
        { label: 'Medical Attention Required', value: yesNo(incident.medicalAttentionRequired) },
        { label: 'Description', value: incident.description, wide: true },
        {
          label: 'Immediate Actions Taken',
          value: orElse(incident.immediateActionsTaken, 'None specified'),
          wide: true,
        },
        { label: 'Requires Investigation', value: yesNo(incident.requiresInvestigation) },
        { label: 'Regulatory Reporting', value: yesNo(incident.regulatoryReporting) },
        { label: 'Insurance Notification', value: yesNo(incident.insuranceNotification) },
      ]}
    />
  </div>
);

const DialogContent = ({ summary }: { summary: IncidentSummary }) => {
  const query = useQuery(incidentQueryOptions(summary.id));
  const { isPending, isError, refetch, isFetching } = query;
  // This screen is the administrators', who read every incident whole.
  const data = query.data?.summaryOnly === false ? query.data : undefined;
  const report = useIncidentReportActions();
  // This screen is the safety team's, who read recordkeeping: a privacy case prints without the name.
  const recordkeeping = useQuery(recordkeepingQueryOptions(summary.id));
  const privacyCase = Boolean(recordkeeping.data?.current?.privacyCase);
  const ready = data !== undefined && recordkeeping.isSuccess;
  return (
    <>
      {isPending ? (
        <StatusMessage kind="loading" className="py-8">
          Loading incident...
        </StatusMessage>
      ) : isError ? (
        <QueryError query={{ refetch, isFetching }} className="py-8">
          Failed to load incident
        </QueryError>
      ) : data ? (
        <DialogBody incident={data} />
      ) : (
        <StatusMessage kind="empty" className="py-8">
          Only a summary of this incident is available to you.
        </StatusMessage>
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button asChild variant="ghost" className="mr-auto text-brand-800">
          <Link to={`/incidents/${summary.id}`}>
            <ExternalLink aria-hidden="true" />
            Full record and history
          </Link>
        </Button>
        <Button variant="secondary" disabled={!ready} onClick={() => data && report.print(data, privacyCase)}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        <Button disabled={!ready} onClick={() => data && report.exportText(data, privacyCase)}>
          <Download aria-hidden="true" />
          Export
        </Button>
      </div>
    </>
  );
};

/** The incident detail dialog: status change, the report's fields, Print and Export. */
export const IncidentDetailDialog = ({ summary }: { summary: IncidentSummary }) => {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      className="max-w-3xl"
      title={`Incident #${summary.reportNumber}`}
      description={`${incidentTypeLabel(summary.type)} at ${summary.location}, ${incidentDateText(summary)}. Change its status, print it or export it.`}
      trigger={
        <Button variant="secondary" size="sm">
          <Eye aria-hidden="true" />
          View Details<span className="sr-only"> of report #{summary.reportNumber}</span>
        </Button>
      }
    >
      <DialogContent summary={summary} />
    </Modal>
  );
};
