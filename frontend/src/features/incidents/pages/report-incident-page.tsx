import { Link } from 'react-router';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { QueuedReportPanel } from '@/features/outbox';
import { AutoSaveBadge } from '../components/report-form/auto-save-badge';
import { ReportIncidentForm } from '../components/report-form/report-incident-form';
import { useIncidentReportForm } from '../components/report-form/use-incident-report-form';

export const ReportIncidentPage = () => {
  const form = useIncidentReportForm();
  return (
    <>
      <PageHeader
        eyebrow={<BackToIncidents />}
        title="Safety Incident Report"
        description="Report an incident or near miss as soon as you can, and within 24 hours. The safety team reviews every report."
        actions={<AutoSaveBadge status={form.draftStatus} />}
      />
      {form.queued ? (
        <QueuedReportPanel reportKey={form.queued.key} onDone={form.queued.done} />
      ) : (
        <>
          {form.refusal && <RefusalNotice text={form.refusal} />}
          <ReportIncidentForm form={form} />
        </>
      )}
    </>
  );
};

const BackToIncidents = () => (
  <Link
    to="/incidents"
    className="mb-2 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Incident Reports
  </Link>
);

/** A report the server refused, opened to fix: what it said stays in view while fixing. */
const RefusalNotice = ({ text }: { text: string }) => (
  <div
    role="alert"
    className="mb-6 flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900"
  >
    <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
    <p className="min-w-0 break-words text-sm">
      <strong className="font-semibold">Not accepted: fix and send again.</strong> {text}
    </p>
  </div>
);
