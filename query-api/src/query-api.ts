import type { SiteSettings } from '@hs/contracts';
import type { BlobStore, CheckpointTracker, EventStore } from '@hs/infra';
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { actionQueryRoutes } from './routes/actions.routes.ts';
import { adminQueryRoutes } from './routes/admin.routes.ts';
import { documentQueryRoutes } from './routes/documents.routes.ts';
import { establishmentQueryRoutes } from './routes/establishments.routes.ts';
import { incidentQueryRoutes } from './routes/incidents.routes.ts';
import { oshaFormQueryRoutes } from './routes/osha-forms.routes.ts';
import { inspectionQueryRoutes } from './routes/inspections.routes.ts';
import { recordkeepingQueryRoutes } from './routes/recordkeeping.routes.ts';
import { oshaItaQueryRoutes } from './routes/osha-ita.routes.ts';
import { oshaRatesClocksQueryRoutes } from './routes/osha-rates-clocks.routes.ts';
import { myWorkQueryRoutes } from './routes/my-work.routes.ts';
import { settingsQueryRoutes } from './routes/settings.routes.ts';
import { trainingQueryRoutes } from './routes/trainings.routes.ts';
import { userQueryRoutes } from './routes/users.routes.ts';

export type QueryApiDeps = {
  pool: pg.Pool;
  /** Read side only: the audit export reads streams exactly as stored. */
  store: Pick<EventStore, 'readStream' | 'verify'>;
  tracker: CheckpointTracker;
  consistencyWaitMs: number;
  /** Today's date (YYYY-MM-DD) for figures that depend on it; injectable for tests. */
  today: () => string;
  /** The instant deadlines, overdue rules and inspection periods are measured against; injectable for tests. */
  now: () => Date;
  /** Safety contacts and time zone of the site (GET /api/settings). */
  site: Omit<SiteSettings, 'today'>;
  /** Document files, read for downloads (the command API writes them). */
  blobs: Pick<BlobStore, 'open'>;
};

/** Every GET route; each reads read-model tables (the audit export reads the log itself). */
export const queryApi: FastifyPluginAsync<QueryApiDeps> = async (app, deps) => {
  await app.register(incidentQueryRoutes, deps);
  await app.register(recordkeepingQueryRoutes, deps);
  await app.register(oshaFormQueryRoutes, deps);
  await app.register(userQueryRoutes, deps);
  await app.register(adminQueryRoutes, deps);
  await app.register(trainingQueryRoutes, deps);
  await app.register(documentQueryRoutes, deps);
  await app.register(myWorkQueryRoutes, deps);
  await app.register(settingsQueryRoutes, deps);
  await app.register(establishmentQueryRoutes, deps);
  await app.register(oshaItaQueryRoutes, deps);
  await app.register(actionQueryRoutes, deps);
  await app.register(oshaRatesClocksQueryRoutes, deps);
  await app.register(inspectionQueryRoutes, deps);
};
