import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSignedInUser } from '@/lib/session';
import type { QueuedReportState } from '../queued-report';
import { fixReportPath, queuedReportStatus, queuedReportSummary } from '../queued-report-words';
import { useQueuedReport } from '../use-queued-reports';

const icons: Record<QueuedReportState, typeof Clock> = {
  waiting: Clock,
  sending: LoaderCircle,
  sent: CircleCheck,
  refused: CircleAlert,
};

const explanation = (t: TFunction<'outbox'>, state: QueuedReportState): string => {
  switch (state) {
    case 'waiting':
      return t('explanations.waiting');
    case 'sending':
      return t('explanations.sending');
    case 'sent':
      return t('explanations.sent');
    case 'refused':
      return t('explanations.refused');
  }
};

/** Shown in place of the form after a Submit the server has not answered yet; follows the report. */
export const QueuedReportPanel = ({ reportKey, onDone }: { reportKey: string; onDone: () => void }) => {
  const { t } = useTranslation('outbox');
  const { id: userId } = useSignedInUser();
  const report = useQueuedReport(userId, reportKey);
  if (!report) return null;
  const Icon = icons[report.state];
  return (
    <Card className="mx-auto max-w-2xl px-5 py-6 sm:px-8">
      <div role="status" className="flex items-start gap-3">
        <Icon
          className={`mt-1 size-6 shrink-0 text-brand-700 ${report.state === 'sending' ? 'animate-spin' : ''}`}
          aria-hidden="true"
        />
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-slate-900">{queuedReportStatus(report)}</h2>
          <p className="mt-1 text-slate-700">{explanation(t, report.state)}</p>
          <p className="mt-2 break-words text-sm text-slate-600" translate="no">
            {queuedReportSummary(report)}
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {report.state === 'sent' && report.result && (
          <Button asChild size="lg">
            <Link to={`/incidents/${report.result.id}/confirmation`}>{t('viewConfirmation')}</Link>
          </Button>
        )}
        {report.state === 'refused' && (
          <Button asChild size="lg">
            <Link to={fixReportPath(report.key)}>{t('fixAndSendAgain')}</Link>
          </Button>
        )}
        <Button variant="secondary" size="lg" onClick={onDone}>
          {t('reportAnother')}
        </Button>
      </div>
    </Card>
  );
};
