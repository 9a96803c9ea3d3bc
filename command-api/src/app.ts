import { createHttpServer, registerApiDocs, registerHealthRoutes } from '@hs/infra/http';
import { blobStoreFor, type BlobStore } from '@hs/infra/blobs';
import { systemClock, type Clock } from '@hs/infra/clock';
import type { Infrastructure } from '@hs/infra/runtime';
import type { FastifyInstance } from 'fastify';
import { commandApi } from './command-api.ts';
import type { CommandApiDeps } from './deps.ts';
import { uploadLimitsOf } from './documents/upload-quota.ts';
import { mapCommandError } from './http/error-table.ts';

/** The part of the running infrastructure the command API uses. */
export type CommandApiInfra = Pick<
  Infrastructure,
  'config' | 'pool' | 'store' | 'keyring' | 'sessions' | 'throttle'
>;

export type CommandApiOptions = {
  /** What commands take as now; tests set it. The host's clock in the site's TIME_ZONE by default. */
  clock?: Clock;
  /** Shared with the query API in one process, which serves the downloads. */
  blobs?: BlobStore;
  verifyPassword?: CommandApiDeps['verifyPassword'];
};

/** The command API's dependencies from the infrastructure: the one place both deployables make them. */
export const commandApiDeps = (infra: CommandApiInfra, options: CommandApiOptions = {}): CommandApiDeps => ({
  store: infra.store,
  keyring: infra.keyring,
  pool: infra.pool,
  sessions: infra.sessions,
  throttle: infra.throttle,
  blobs: options.blobs ?? blobStoreFor(infra.config),
  clock: options.clock ?? systemClock(infra.config.TIME_ZONE),
  verifyPassword: options.verifyPassword,
  uploadLimits: uploadLimitsOf(infra.config),
  requirementAssignIntervalS: infra.config.REQUIREMENT_ASSIGN_INTERVAL_S,
});

/** The command API on its own (scale-out): its HTTP server, docs, health routes and every command route. */
export const buildCommandApiApp = async (
  infra: CommandApiInfra & Pick<Infrastructure, 'logger'> & Partial<Pick<Infrastructure, 'database'>>,
  options: CommandApiOptions = {},
): Promise<FastifyInstance> => {
  const app = await createHttpServer({
    logger: infra.logger,
    mapError: mapCommandError,
    sessions: infra.sessions,
    trustProxy: infra.config.TRUST_PROXY,
  });
  await registerApiDocs(app, 'Health & Safety command API');
  registerHealthRoutes(app, infra.pool, {
    maxLagSeconds: infra.config.READY_MAX_LAG_S,
    databaseProcess: infra.database?.process,
  });
  await app.register(commandApi, commandApiDeps(infra, options));
  return app;
};
