import type { QueuedReport } from './queued-report';

/**
 * Where queued reports are kept. In the browser it is IndexedDB (`idb-outbox-store.ts`), which
 * outlives the tab; the sending logic sees only this, so it is tested without a browser.
 */
export interface OutboxStore {
  list: (userId: string) => Promise<QueuedReport[]>;
  get: (key: string) => Promise<QueuedReport | undefined>;
  put: (report: QueuedReport) => Promise<void>;
  remove: (key: string) => Promise<void>;
}
