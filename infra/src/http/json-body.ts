import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problem.ts';
import { findJsonFault, MAX_JSON_DEPTH, mayNestBeyond, UNSTORABLE_REASON } from './storable-text.ts';

/**
 * JSON bodies are parsed here rather than by Fastify's default parser so that text PostgreSQL
 * cannot store (NUL characters, unpaired surrogates) and nesting deeper than any real body are
 * refused with 400 at the door instead of failing later as a 500.
 */
export const registerJsonParser = (app: FastifyInstance): void => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.length === 0)
      return done(new HttpProblem(400, 'Invalid request body', 'The JSON body is empty.'));
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return done(
        new HttpProblem(
          400,
          'Invalid request body',
          `The body is not valid JSON: ${(error as Error).message}`,
        ),
      );
    }
    // A well-formed body can only carry such text as an escape (\u0000, \ud800), and can only nest
    // deeply with many brackets: the walk over every value is needed only then, not for every
    // command.
    const mayCarryUnstorable = text.includes('\\u') || !text.isWellFormed();
    const fault = mayCarryUnstorable || mayNestBeyond(text, MAX_JSON_DEPTH) ? findJsonFault(parsed) : null;
    if (fault?.reason === 'too-deep') {
      return done(
        new HttpProblem(400, 'Invalid request body', `JSON nested deeper than ${MAX_JSON_DEPTH} levels.`, [
          { field: fault.field, reason: `Nested deeper than ${MAX_JSON_DEPTH} levels` },
        ]),
      );
    }
    if (fault) {
      return done(
        new HttpProblem(
          400,
          'Invalid request body',
          'Text must not contain NUL characters or unpaired surrogates.',
          [{ field: fault.field, reason: UNSTORABLE_REASON }],
        ),
      );
    }
    done(null, parsed);
  });
};
