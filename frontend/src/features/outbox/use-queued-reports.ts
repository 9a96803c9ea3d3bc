import { useEffect, useState } from 'react';
import { onOutboxChange, outbox } from './browser-outbox';
import type { QueuedReport } from './queued-report';

/**
 * The user's reports kept on this device, oldest first, kept up to date across tabs; undefined
 * until first read.
 */
export const useQueuedReports = (userId: string): QueuedReport[] | undefined => {
  const [reports, setReports] = useState<QueuedReport[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const load = () =>
      void outbox.list(userId).then(
        (list) => current && setReports(list.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))),
        // IndexedDB unavailable (some private modes): nothing can be queued on this device.
        () => current && setReports([]),
      );
    load();
    const stop = onOutboxChange(load);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return reports;
};

/** One queued report, kept up to date; undefined until read, null when it is not on this device. */
export const useQueuedReport = (userId: string, key: string | null): QueuedReport | null | undefined => {
  const reports = useQueuedReports(userId);
  if (!key) return null;
  return reports && (reports.find((report) => report.key === key) ?? null);
};
