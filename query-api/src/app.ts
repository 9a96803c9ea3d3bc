import { CheckpointTracker } from '@hs/infra/consistency';
import { createHttpServer, registerApiDocs, registerHealthRoutes } from '@hs/infra/http';
import { blobStoreFor, type BlobStore } from '@hs/infra/blobs';
import { safetyContactsOf } from '@hs/infra/config';
import { calendarDate } from '@hs/contracts';
import { systemClock, type Clock } from '@hs/infra/clock';
import type { Infrastructure } from '@hs/infra/runtime';
import type { FastifyInstance } from 'fastify';
import type { QueryApiDeps } from './deps.ts';
import { queryApi } from './query-api.ts';
import { AccessLogRecorder } from './access-log/access-log-recorder.ts';

/** The part of the running infrastructure the query API uses: the read side only. */
export type QueryApiInfra = Pick<Infrastructure, 'config' | 'pool' | 'store' | 'signals' | 'logger'>;

export type QueryApiOptions = {
  /** The clock commands use, so "today" is the site's date from the same instant. */
  clock?: Clock;
  /** Shared with the command API in one process, which writes the files. */
  blobs?: Pick<BlobStore, 'open'>;
};

/** The query API's dependencies from the infrastructure: the one place both deployables make them. */
export const queryApiDeps = (infra: QueryApiInfra, options: QueryApiOptions = {}): QueryApiDeps => {
  const clock = options.clock ?? systemClock(infra.config.TIME_ZONE);
  return {
    pool: infra.pool,
    store: infra.store,
    tracker: new CheckpointTracker(infra.pool, infra.signals),
    signals: infra.signals,
    consistencyWaitMs: infra.config.CONSISTENCY_WAIT_MS,
    // The site's date: overdue means past due where people work.
    today: () => calendarDate(clock.now(), clock.timeZone),
    now: () => clock.now(),
    site: { ...safetyContactsOf(infra.config), timeZone: clock.timeZone },
    smtpConfigured: Boolean(infra.config.SMTP_URL),
    blobs: options.blobs ?? blobStoreFor(infra.config),
    accessLog: new AccessLogRecorder(infra.pool, infra.logger),
  };
};

/** The query API on its own (scale-out): its HTTP server, docs, health routes and every GET route. */
export const buildQueryApiApp = async (
  infra: QueryApiInfra & Pick<Infrastructure, 'sessions'> & Partial<Pick<Infrastructure, 'database'>>,
  options: QueryApiOptions = {},
): Promise<FastifyInstance> => {
  const app = await createHttpServer({
    logger: infra.logger,
    sessions: infra.sessions,
    trustProxy: infra.config.TRUST_PROXY,
  });
  await registerApiDocs(app, 'Health & Safety query API');
  registerHealthRoutes(app, infra.pool, {
    maxLagSeconds: infra.config.READY_MAX_LAG_S,
    databaseProcess: infra.database?.process,
  });
  await app.register(queryApi, queryApiDeps(infra, options));
  return app;
};
