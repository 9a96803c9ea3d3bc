import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { SessionStore } from '../auth/session-store.ts';
import { fastifyTrustProxy, type TrustProxy } from '../config/trust-proxy.ts';
import { registerAccessControl } from './access.ts';
import { answerClientError, answerFrameworkError } from './client-error.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerJsonParser } from './json-body.ts';
import { OneLinePerRequest } from './one-line-request-log.ts';
import { problemBody, sendProblem, type ProblemBody } from './problem.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerStorableInputCheck } from './storable-input.ts';
import { registerWriteHealth } from './write-health.ts';

export const notFoundProblem = (request: FastifyRequest) =>
  problemBody(404, 'Not found', `No route for ${request.method} ${request.url.split('?')[0]}.`);

export const ONE_MEGABYTE = 1024 * 1024;

export type HttpServerOptions = {
  logger: FastifyBaseLogger | boolean | { level: string };
  mapError?: (error: unknown) => ProblemBody | null;
  /** Whose X-Forwarded-For/-Proto count (TRUST_PROXY): the client address and https behind a proxy. */
  trustProxy?: TrustProxy;
  /** Sessions for sign-in and access rules; without it only public routes can be served. */
  sessions?: SessionStore;
  /** Answers requests no route matched; by default a 404 problem. */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** One log line per request, when answered, instead of Fastify's two (readable in a terminal). */
  oneLinePerRequest?: boolean;
};

/**
 * The Fastify instance both APIs are built on: zod schemas, problem+json errors, request ids,
 * a 1 MB body limit and security headers (a Content-Security-Policy without inline scripts).
 */
export const createHttpServer = async (options: HttpServerOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance:
      typeof options.logger === 'object' && 'child' in options.logger ? options.logger : undefined,
    logger: typeof options.logger === 'object' && 'child' in options.logger ? undefined : options.logger,
    bodyLimit: ONE_MEGABYTE,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // The request id is the server's own: a client's X-Request-Id is at most a claim.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true },
    logController: options.oneLinePerRequest ? new OneLinePerRequest() : undefined,
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);
  registerStorableInputCheck(app);
  registerWriteHealth(app);
  registerErrorHandler(app, options.mapError);
  registerSecurityHeaders(app);
  if (options.sessions) await registerAccessControl(app, options.sessions);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data: no browser cache may keep them on a shared device.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  app.setNotFoundHandler(
    options.notFound ?? ((request, reply) => sendProblem(reply, notFoundProblem(request))),
  );
  return app;
};
