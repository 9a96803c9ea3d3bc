import { i18n } from '@/lib/i18n';
import type { QueuedReport, QueuedReportState } from './queued-report';

/** What each state is called on screen. */
const stateTexts: Record<QueuedReportState, () => string> = {
  waiting: () => i18n.t('outbox:states.waiting'),
  sending: () => i18n.t('outbox:states.sending'),
  sent: () => i18n.t('outbox:states.sent'),
  refused: () => i18n.t('outbox:states.refused'),
};

/** "Waiting to send", or "Sent IR-2026-000123" once the server has numbered it. */
export const queuedReportStatus = (report: QueuedReport): string =>
  report.state === 'sent' && report.result
    ? i18n.t('outbox:sentNumber', { number: report.result.reportNumber })
    : stateTexts[report.state]();

/** Where to fix a refused report: the report form, filled with it. */
export const fixReportPath = (key: string): string => `/incidents/new?fix=${encodeURIComponent(key)}`;

/** "Dock 4, 2026-03-02, 2 photos": enough to tell one's reports apart. */
export const queuedReportSummary = (report: QueuedReport): string => {
  const photos = report.photos.length;
  const photoText =
    photos === 0
      ? ''
      : `, ${photos === 1 ? i18n.t('outbox:onePhoto') : i18n.t('outbox:photos', { n: photos })}`;
  return `${report.body.location}, ${report.body.date}${photoText}`;
};
