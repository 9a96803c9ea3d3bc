import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { BackToIncidents } from '../components/back-to-incidents';
import { QueuedReportPanel } from '@/features/outbox';
import { AutoSaveBadge } from '../components/report-form/auto-save-badge';
import { ReportIncidentForm } from '../components/report-form/report-incident-form';
import { useIncidentReportForm } from '../components/report-form/use-incident-report-form';

export const ReportIncidentPage = () => {
  const form = useIncidentReportForm();
  const { t } = useTranslation('incidents');
  return (
    <>
      <PageHeader
        eyebrow={<BackToIncidents />}
        title={t('report.title')}
        description={t('report.description')}
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

/** A report the server refused, opened to fix: what it said stays in view while fixing. */
const RefusalNotice = ({ text }: { text: string }) => {
  const { t } = useTranslation('incidents');
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 break-words text-sm">
        <strong className="font-semibold">{t('report.notAccepted')}</strong>{' '}
        <span translate="no">{text}</span>
      </p>
    </div>
  );
};
