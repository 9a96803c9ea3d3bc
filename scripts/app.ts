import fastifyStatic from '@fastify/static';
import { commandApi, commandApiDeps, mapCommandError, type CommandApiDeps } from '@hs/command-api';
import {
  createHttpServer,
  notFoundProblem,
  registerApiDocs,
  registerHealthRoutes,
  sendProblem,
} from '@hs/infra/http';
import { blobStoreFor } from '@hs/infra/blobs';
import { systemClock, type Clock } from '@hs/infra/clock';
import type { Infrastructure } from '@hs/infra/runtime';
import {
  startProjections,
  startProjectionsInThread,
  type ProjectionHost,
  type RunningProjections,
} from '@hs/projections';
import { queryApi, queryApiDeps } from '@hs/query-api';
import type { FastifyInstance } from 'fastify';
import { frontendStaticOptions } from './frontend-static.ts';

export type Application = {
  app: FastifyInstance;
  /** The runners themselves when they share this thread; only their statuses when on their own. */
  projections: ProjectionHost & Partial<RunningProjections>;
};

/**
 * The all-in-one application on top of running infrastructure: both APIs, the projections and,
 * when `frontendDist` is given, the built frontend with client-side routes. Used by `npm start`
 * and by the tests that exercise the whole HTTP surface.
 */
export const buildApplication = async (
  infra: Pick<
    Infrastructure,
    'config' | 'logger' | 'database' | 'pool' | 'store' | 'keyring' | 'signals' | 'sessions' | 'throttle'
  > &
    Partial<Pick<Infrastructure, 'logsToTerminal'>>,
  options: {
    frontendDist?: string;
    logger?: boolean;
    /** The projections on a thread of their own (`npm start`); tests keep them on this one. */
    projectionThread?: boolean;
    /** What commands take as now; tests set it. The host's clock in the site's TIME_ZONE by default. */
    clock?: Clock;
    /** The password check of sign-in; tests pass one that counts its calls. */
    verifyPassword?: CommandApiDeps['verifyPassword'];
    /** The mail loop's transport and waits (tests); it takes `clock` too. */
    mail?: Parameters<typeof startProjections>[0]['mail'];
  } = {},
): Promise<Application> => {
  const { config, pool, store, signals, sessions } = infra;
  const url = infra.database.url;
  const clock = options.clock ?? systemClock(config.TIME_ZONE);
  const mail = { clock, ...options.mail };
  const projections = options.projectionThread
    ? startProjectionsInThread({ url, config, signals, log: infra.logger })
    : startProjections({ url, store, signals, log: infra.logger, config, mail });
  // A new database has no read models until their runners have made them: no reads before that.
  await projections.ready;
  const blobs = blobStoreFor(config);
  const app = await createHttpServer({
    logger: options.logger === false ? false : infra.logger,
    mapError: mapCommandError,
    sessions,
    trustProxy: config.TRUST_PROXY,
    oneLinePerRequest: infra.logsToTerminal,
    // Client-side routes (/incidents/new, /documents, ...) get the app; unknown API paths a problem.
    notFound: (request, reply) => {
      const apiPath = /^\/(api|healthz|readyz)(\/|$|\?)/.test(request.url);
      if (options.frontendDist && request.method === 'GET' && !apiPath) {
        return reply.type('text/html').sendFile('index.html');
      }
      return sendProblem(reply, notFoundProblem(request));
    },
  });
  await registerApiDocs(app, 'Health & Safety API');
  registerHealthRoutes(app, pool, {
    projectionStatuses: projections.statuses,
    maxLagSeconds: config.READY_MAX_LAG_S,
    databaseProcess: infra.database.process,
  });
  const { verifyPassword } = options;
  await app.register(commandApi, commandApiDeps(infra, { clock, blobs, verifyPassword }));
  await app.register(queryApi, queryApiDeps(infra, { clock, blobs }));
  if (options.frontendDist) {
    await app.register(fastifyStatic, frontendStaticOptions(options.frontendDist));
  }
  app.addHook('onClose', async () => projections.stop());
  return { app, projections };
};
