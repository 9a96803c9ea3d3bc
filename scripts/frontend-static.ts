import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** A year: the longest cache lifetime browsers honour. */
const YEAR_SECONDS = 31_536_000;

/**
 * How the built frontend is served. Files under assets/ carry a content hash in their name, so a
 * browser may keep them for good; index.html names the current hashes, so it is checked on every
 * visit. The build writes .br and .gz beside each file (frontend/precompress.ts) and the one the
 * browser accepts is sent as is.
 */
export const frontendStaticOptions = (root: string): FastifyStaticOptions => ({
  root,
  wildcard: false,
  index: 'index.html',
  preCompressed: true,
  cacheControl: false,
  setHeaders: (res, file) => {
    const hashed = path.relative(root, file).startsWith(`assets${path.sep}`);
    res.setHeader('Cache-Control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
  },
});
