import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from './problem.ts';
import { findJsonFault, UNSTORABLE_REASON, type JsonFault } from './storable-text.ts';

const unstorable = (fault: JsonFault, part: string) =>
  new HttpProblem(400, 'Invalid request', 'Text must not contain NUL characters or unpaired surrogates.', [
    {
      field: fault.field === 'body' ? part : fault.field,
      reason: UNSTORABLE_REASON,
    },
  ]);

/** The parts of a request no schema walks for NUL: the query string, the path and a form body. */
const partsOf = (request: FastifyRequest): [string, unknown][] => {
  const parts: [string, unknown][] = [
    ['query', request.query],
    ['params', request.params],
  ];
  // JSON bodies are checked while parsed (json-body.ts); multipart fields where they are read.
  if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    parts.push(['body', request.body]);
  }
  return parts;
};

/**
 * Refuses, on every route at once, a query string, path parameter or form field carrying text
 * PostgreSQL cannot store (a NUL sent raw or as %00): 400 naming the field, never a 500 from the
 * database. Runs before the route's schema, so no route can forget it.
 */
export const registerStorableInputCheck = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of partsOf(request)) {
      const fault = findJsonFault(value);
      if (fault) throw unstorable(fault, part);
    }
  });
};
