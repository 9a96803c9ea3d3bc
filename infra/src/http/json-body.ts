import type { FastifyInstance } from 'fastify';
import { HttpProblem } from './problem.ts';

/**
 * JSON bodies are parsed here rather than by Fastify's default parser so that text PostgreSQL
 * cannot store (NUL characters, unpaired surrogates) is refused with 400 at the door instead of
 * failing later as a 500.
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
    // A well-formed body can only carry such text as an escape (\u0000, \ud800): the walk over
    // every value is needed only then (issue 8: it ran for every command under load).
    const mayCarryUnstorable = text.includes('\\u') || !text.isWellFormed();
    const bad = mayCarryUnstorable ? findUnstorableText(parsed, '') : null;
    if (bad !== null) {
      return done(
        new HttpProblem(
          400,
          'Invalid request body',
          'Text must not contain NUL characters or unpaired surrogates.',
          [{ field: bad, reason: 'Contains characters that cannot be stored' }],
        ),
      );
    }
    done(null, parsed);
  });
};

const findUnstorableText = (value: unknown, path: string): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed() ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000') || !key.isWellFormed()) return path || key;
      const found = findUnstorableText(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
};
