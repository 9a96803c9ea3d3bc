import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
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
      <ReportIncidentForm form={form} />
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
