import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { endSession, useSignedInUser } from '@/lib/session';
import { sessionKeys } from '@/lib/query-keys/session-keys';
import { keepSending, outbox } from '../browser-outbox';
import { useQueuedReports } from '../use-queued-reports';
import { QueuedReportItem } from './queued-report-item';

/**
 * Above every page of a signed-in user: their reports kept on this device until the server has
 * them, and the notice of each one sent. It also keeps sending them: now, when the network
 * returns, and again after a failure.
 */
export const OutboxBanner = () => {
  const { t } = useTranslation('outbox');
  const { id: userId } = useSignedInUser();
  const queryClient = useQueryClient();
  const reports = useQueuedReports(userId);

  useEffect(() => keepSending(userId, () => endSession(queryClient, 'expired')), [userId, queryClient]);

  // A report that reached the server changes lists, counts and the dashboard: read them again.
  const sent = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!reports) return;
    const now = new Set(reports.filter((r) => r.state === 'sent').map((r) => r.key));
    const arrived = sent.current !== null && [...now].some((key) => !sent.current?.has(key));
    sent.current = now;
    if (arrived)
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
  }, [reports, queryClient]);

  if (!reports || reports.length === 0) return null;
  const pending = reports.some((report) => report.state !== 'sent');
  return (
    <section
      aria-labelledby="outbox-title"
      className="mb-6 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:px-5"
    >
      <p id="outbox-title" className="text-sm font-semibold text-slate-900">
        {t('banner.title')}
      </p>
      {pending && <p className="text-sm text-slate-700">{t('banner.pending')}</p>}
      <ul className="divide-y divide-slate-200" aria-live="polite">
        {reports.map((report) => (
          <QueuedReportItem
            key={report.key}
            report={report}
            onDismiss={() => void outbox.dismiss(report.key)}
          />
        ))}
      </ul>
    </section>
  );
};
