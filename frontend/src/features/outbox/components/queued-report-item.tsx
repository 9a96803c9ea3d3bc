import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { QueuedReport, QueuedReportState } from '../queued-report';
import { fixReportPath, queuedReportStatus, queuedReportSummary } from '../queued-report-words';

const looks: Record<QueuedReportState, { icon: typeof Clock; className: string }> = {
  waiting: { icon: Clock, className: 'text-amber-900' },
  sending: { icon: LoaderCircle, className: 'text-slate-800 [&_svg]:animate-spin' },
  sent: { icon: CircleCheck, className: 'text-emerald-800' },
  refused: { icon: CircleAlert, className: 'text-red-800' },
};

const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** One report kept on this device: what it is, where it stands, and what the user can do. */
export const QueuedReportItem = ({ report, onDismiss }: { report: QueuedReport; onDismiss: () => void }) => {
  const { t } = useTranslation('outbox');
  const { icon: Icon, className } = looks[report.state];
  const status = queuedReportStatus(report);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
      <div className="min-w-0">
        <p className={cn('flex items-center gap-1.5 text-sm font-semibold', className)}>
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {status}
        </p>
        <p className="break-words text-sm text-slate-700" translate="no">
          {queuedReportSummary(report)}
        </p>
      </div>
      <div className="flex items-center gap-1">
        {report.state === 'sent' && report.result && (
          <>
            <Link to={`/incidents/${report.result.id}`} className={linkClass}>
              {t('banner.viewReport')}
              <span className="sr-only"> {report.result.reportNumber}</span>
            </Link>
            <Button
              variant="ghost"
              size="icon"
              className="size-11"
              onClick={onDismiss}
              aria-label={t('banner.dismiss', { number: report.result.reportNumber })}
            >
              <X aria-hidden="true" />
            </Button>
          </>
        )}
        {report.state === 'refused' && (
          <Link to={fixReportPath(report.key)} className={linkClass}>
            {t('banner.fixAndSend')}
            <span className="sr-only">
              {' '}
              {t('banner.theReportAt')} <span translate="no">{report.body.location}</span>
            </span>
          </Link>
        )}
      </div>
    </li>
  );
};
