import type { QueuedReport, QueuedReportState } from './queued-report';

/** What each state is called on screen. */
export const queuedReportStateLabels: Record<QueuedReportState, string> = {
  waiting: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  refused: 'Not accepted: fix and send again',
};

/** "Waiting to send", or "Sent IR-2026-000123" once the server has numbered it. */
export const queuedReportStatus = (report: QueuedReport): string =>
  report.state === 'sent' && report.result
    ? `Sent ${report.result.reportNumber}`
    : queuedReportStateLabels[report.state];

/** Where to fix a refused report: the report form, filled with it. */
export const fixReportPath = (key: string): string => `/incidents/new?fix=${encodeURIComponent(key)}`;

/** "Dock 4, 2026-03-02, 2 photos": enough to tell one's reports apart. */
export const queuedReportSummary = (report: QueuedReport): string => {
  const photos = report.photos.length;
  const photoText = photos === 0 ? '' : `, ${photos} ${photos === 1 ? 'photo' : 'photos'}`;
  return `${report.body.location}, ${report.body.date}${photoText}`;
};
