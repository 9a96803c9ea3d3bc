import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxStore } from './outbox-store';
import type { QueuedReport } from './queued-report';

interface OutboxDb extends DBSchema {
  reports: { key: string; value: QueuedReport; indexes: { byUser: string } };
}

/** The reports kept in IndexedDB, with their photos as blobs; it outlives the tab and the browser. */
export const idbOutboxStore = (): OutboxStore => {
  let db: Promise<IDBPDatabase<OutboxDb>> | null = null;
  const open = () =>
    (db ??= openDB<OutboxDb>('hs-outbox', 1, {
      upgrade(database) {
        database.createObjectStore('reports', { keyPath: 'key' }).createIndex('byUser', 'userId');
      },
    }));
  return {
    list: async (userId) => (await open()).getAllFromIndex('reports', 'byUser', userId),
    get: async (key) => (await open()).get('reports', key),
    put: async (report) => {
      await (await open()).put('reports', report);
    },
    remove: async (key) => (await open()).delete('reports', key),
  };
};
