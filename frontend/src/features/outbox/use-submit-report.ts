import { useCallback } from 'react';
import { outbox } from './browser-outbox';
import type { NewQueuedReport } from './outbox';
import type { QueuedReport } from './queued-report';

/** How long the form waits for the server before it says "Waiting to send" and lets go. */
const WAIT_FOR_SERVER_MS = 8_000;

/**
 * The report form's Submit: the report is kept on the device first, then sent. Answers where it
 * stands once the server has answered or after a few seconds (sending goes on behind); a report
 * sent at once leaves no notice behind, as the confirmation page says it all.
 */
export const useSubmitReport = () =>
  useCallback(async (report: NewQueuedReport): Promise<QueuedReport> => {
    const sending = outbox.submit(report);
    await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_SERVER_MS))]);
    const now = await outbox.get(report.key);
    if (!now) throw new Error('The report could not be kept on this device.');
    if (now.state === 'sent') await outbox.dismiss(report.key);
    return now;
  }, []);
