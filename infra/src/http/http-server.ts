import { randomUUID } from 'node:crypto';
import helmet from 'helmet';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { SessionStore } from '../auth/session-store.ts';
import { registerAccessControl } from './access.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerJsonParser } from './json-body.ts';
import { problemBody, sendProblem, type ProblemBody } from './problem.ts';

export const notFoundProblem = (request: FastifyRequest) =>
  problemBody(404, 'Not found', `No route for ${request.method} ${request.url.split('?')[0]}.`);

export const ONE_MEGABYTE = 1024 * 1024;

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

export type HttpServerOptions = {
  logger: FastifyBaseLogger | boolean | { level: string };
  mapError?: (error: unknown) => ProblemBody | null;
  /** Trust X-Forwarded-* from a proxy in front (needed for the Secure cookie flag behind https). */
  trustProxy?: boolean;
  /** Sessions for sign-in and access rules; without it only public routes can be served. */
  sessions?: SessionStore;
  /** Answers requests no route matched; by default a 404 problem. */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
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
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonParser(app);
  registerErrorHandler(app, options.mapError);
  // The security headers, computed once: @fastify/helmet builds helmet's middleware (and parses
  // the policy) on every request, about 3% of a POST's CPU (issue 8).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small <style> elements; scripts stay strictly same-origin files.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
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
