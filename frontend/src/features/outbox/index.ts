export { OutboxBanner } from './components/outbox-banner';
export { QueuedReportPanel } from './components/queued-report-panel';
export type { QueuedPhoto, QueuedReport } from './queued-report';
export { useQueuedReport } from './use-queued-reports';
export { useSubmitReport } from './use-submit-report';
