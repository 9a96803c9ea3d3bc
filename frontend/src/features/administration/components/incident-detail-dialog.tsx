import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Download, ExternalLink, Eye, LoaderCircle, Printer } from 'lucide-react';
import { IncidentStatus, type IncidentDetail, type IncidentSummary } from '@hs/contracts';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { Label, NativeSelect } from '../../../components/ui/form-controls';
import { Modal } from '../../../components/ui/modal';
import { StatusMessage } from '../../../components/ui/status-message';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http';
import { useChangeIncidentStatus } from '../../incidents/api/change-incident-status';
import { incidentQueryOptions } from '../../incidents/api/get-incident';
import { IncidentStatusBadge } from '../../incidents/components/incident-status-badge';
import { SeverityBadge } from '../../incidents/components/severity-badge';
import { incidentStatusLabels, incidentTypeLabel } from '../../incidents/incident-labels';
import { useIncidentReportActions } from '../../incidents/report/use-incident-report-actions';
import { incidentDateText } from '../../incidents/incident-date';

const orElse = (value: string | null, fallback: string) => value?.trim() || fallback;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The status selector of the dialog: a change is sent at once, against the version on screen. */
const StatusSelector = ({ incident }: { incident: IncidentDetail }) => {
  const id = useId();
  const mutation = useChangeIncidentStatus();
  const shown = mutation.isPending ? mutation.variables.status : incident.status;

  const change = (status: IncidentStatus) => {
    if (status === incident.status) return;
    mutation.mutate(
      { id: incident.id, status, expectedVersion: incident.version },
      {
        onSuccess: () =>
          toast({ title: 'Status Updated', description: 'Incident status has been updated successfully.' }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Update Failed', description: errorMessage(error) }),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="grid min-w-48 flex-1 gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={shown}
          disabled={mutation.isPending}
          aria-describedby={`${id}-status-note`}
          onChange={(e) => change(IncidentStatus.parse(e.target.value))}
        >
          {IncidentStatus.options.map((status) => (
            <option key={status} value={status}>
              {incidentStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p
        id={`${id}-status-note`}
        className="flex items-center gap-2 pb-2 text-sm text-slate-700"
        aria-live="polite"
      >
        {mutation.isPending ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Saving...
          </>
        ) : (
          <>
            Now <IncidentStatusBadge status={incident.status} />
          </>
        )}
      </p>
    </div>
  );
};

const DialogBody = ({ incident }: { incident: IncidentDetail }) => (
  <div className="grid gap-5">
    <StatusSelector incident={incident} />
    <DetailList
      items={[
        { label: 'Severity', value: <SeverityBadge severity={incident.severity} /> },
        { label: 'Type', value: incidentTypeLabel(incident.type) },
        { label: 'Date', value: incidentDateText(incident) },
        { label: 'Time', value: orElse(incident.time, 'N/A') },
        { label: 'Reported', value: formatDateTime(incident.createdAt) },
        { label: 'Employee', value: incident.employeeName },
        { label: 'Location', value: incident.location, wide: true },
        { label: 'Employee ID', value: orElse(incident.employeeId, 'N/A') },
        { label: 'Department', value: orElse(incident.employeeDepartment, 'N/A') },
        { label: 'Job Title', value: orElse(incident.employeePosition, 'N/A') },
        { label: 'Supervisor', value: orElse(incident.employeeSupervisor, 'N/A') },
        { label: 'Injury Occurred', value: yesNo(incident.injuryOccurred) },
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
  const { data, isPending, isError, refetch, isFetching } = useQuery(incidentQueryOptions(summary.id));
  const report = useIncidentReportActions();
  return (
    <>
      {isPending ? (
        <StatusMessage kind="loading" className="py-8">
          Loading incident...
        </StatusMessage>
      ) : isError ? (
        <StatusMessage
          kind="error"
          className="py-8"
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          }
        >
          Failed to load incident
        </StatusMessage>
      ) : (
        <DialogBody incident={data} />
      )}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button asChild variant="ghost" className="mr-auto text-brand-800">
          <Link to={`/incidents/${summary.id}`}>
            <ExternalLink aria-hidden="true" />
            Full record and history
          </Link>
        </Button>
        <Button variant="secondary" disabled={!data} onClick={() => data && report.print(data)}>
          <Printer aria-hidden="true" />
          Print
        </Button>
        <Button disabled={!data} onClick={() => data && report.exportText(data)}>
          <Download aria-hidden="true" />
          Export
        </Button>
      </div>
    </>
  );
};

/** The detail dialog of spec 2.15: status selector, the report's fields, Print and Export. */
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
