import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDiskFull, isResourceExhausted } from '../db/pool.ts';
import { HttpProblem, problemBody, sendProblem, type FieldError, type ProblemBody } from './problem.ts';

type ValidationEntry = { keyword: string; instancePath: string; message?: string; params: unknown };

/** Field-by-field reasons for a request that failed its zod schema. */
const validationErrors = (error: { validation: ValidationEntry[] }, part: string) =>
  error.validation.flatMap((v): FieldError[] => {
    const base = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = (v.params as { keys?: unknown })?.keys;
    if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({
        field: base ? `${base}.${String(key)}` : String(key),
        reason: 'Unknown field',
      }));
    }
    return [{ field: base || part, reason: v.message ?? 'Invalid value' }];
  });

/** Nothing was saved: the words say so, and that trying later will work without the person doing more. */
const resourceProblem = (error: unknown): ProblemBody =>
  isDiskFull(error)
    ? problemBody(
        507,
        'Storage full',
        'The server has run out of storage space, so nothing was saved. Try again in a few minutes.',
      )
    : problemBody(
        503,
        'Server busy',
        'The server is short of memory or connections, so nothing was saved. Try again in a few minutes.',
      );

/**
 * One error handler for both APIs: every failure answers with problem+json, and nothing
 * internal (stack, SQL) leaves the server. `mapError` lets an API translate its own errors
 * (domain error codes, concurrency conflicts) first.
 */
export const registerErrorHandler = (
  app: FastifyInstance,
  mapError: (error: unknown) => ProblemBody | null = () => null,
) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = (error as { validationContext?: string }).validationContext ?? 'body';
      return sendProblem(
        reply,
        problemBody(
          400,
          'Invalid request',
          'Some fields are missing or invalid.',
          validationErrors(error, part),
        ),
      );
    }
    if (error instanceof HttpProblem) return sendProblem(reply, error.toBody());
    const mapped = mapError(error);
    if (mapped) return sendProblem(reply, mapped);
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendProblem(
          reply,
          problemBody(413, 'Request body too large', 'The request body exceeds the size limit.'),
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendProblem(
          reply,
          problemBody(415, 'Unsupported media type', 'Send the body as application/json.'),
        );
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendProblem(reply, problemBody(400, 'Invalid request body', error.message));
    }
    if (isResourceExhausted(error)) {
      request.server.writeHealth?.failed(error);
      request.log.warn({ err: error, sqlstate: error.code }, 'database out of a resource');
      reply.header('retry-after', '30');
      return sendProblem(reply, resourceProblem(error));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendProblem(
        reply,
        problemBody(503, 'Service unavailable', 'The database is not reachable. Try again shortly.'),
      );
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return sendProblem(reply, problemBody(error.statusCode, 'Bad request', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, problemBody(500, 'Internal server error', 'Something went wrong on our side.'));
  });
};
