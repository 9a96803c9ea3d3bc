import type { Problem, ReportIncidentBody } from '@hs/contracts';

/**
 * Where a report kept on this device stands. waiting: not yet accepted (no network, a server
 * error, or the session must be renewed); sending: one tab is sending it now; sent: the server
 * made the incident; refused: the server said no, and the user fixes it and sends it again.
 */
export const QUEUED_REPORT_STATES = ['waiting', 'sending', 'sent', 'refused'] as const;
export type QueuedReportState = (typeof QUEUED_REPORT_STATES)[number];

/** A photo chosen on the form; its bytes stay here until the report is sent. */
export interface QueuedPhoto {
  localId: string;
  /** Dropped once the report is sent: the server has the file. */
  blob: Blob | null;
  name: string;
  type: string;
  /** Idempotency key of its upload, so a retried upload answers the same staged attachment. */
  uploadKey: string;
  attachmentId?: string;
}

export interface QueuedReport {
  /** The report's idempotency key, made when the user pressed Submit. */
  key: string;
  /** Only the user who submitted it sees it and sends it (with their own session). */
  userId: string;
  body: ReportIncidentBody;
  /** The form as the user filled it, to show a refused report back for fixing. */
  formValues: unknown;
  photos: QueuedPhoto[];
  state: QueuedReportState;
  queuedAt: string;
  attempts: number;
  result?: { id: string; reportNumber: string };
  /** The server's refusal: what to fix. */
  problem?: Problem | undefined;
  /** The photo the server refused, when it was a photo (its type or size). */
  refusedPhoto?: string | undefined;
}

/** Still to be sent, or to be fixed: what the banner shows until it is done. */
export const isPending = (report: QueuedReport): boolean => report.state !== 'sent';
