import type { FastifyInstance, InjectOptions } from 'fastify';
import type { APIRequestContext } from 'playwright-core';

/**
 * The API refuses a state change carrying the session cookie unless its headers prove it comes
 * from our own pages (infra/src/http/access.ts), as a browser's Origin does. Test clients act as
 * our pages, so they send it too.
 */

/** Our origin as `inject` is seen: light-my-request sends `Host: localhost:80` over http. */
export const INJECT_ORIGIN = 'http://localhost:80';

/** The headers a page of `baseUrl` sends with its state changes (for fetch clients). */
export const ourPageHeaders = (baseUrl: string): { origin: string } => ({ origin: new URL(baseUrl).origin });

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PROVENANCE_HEADERS = ['origin', 'referer', 'sec-fetch-site'];

type Inject = FastifyInstance['inject'];

/**
 * Makes `app.inject` send our Origin with every state change that names no provenance of its own;
 * returns the untouched inject, for the tests of requests that send none.
 */
export const injectFromOurPages = (app: FastifyInstance): Inject => {
  const asIs = app.inject.bind(app) as Inject;
  const fromOurPages = (options: InjectOptions | string): InjectOptions | string => {
    if (typeof options === 'string' || !STATE_CHANGING.has(String(options.method ?? 'GET').toUpperCase()))
      return options;
    const headers = { ...(options.headers ?? {}) } as Record<string, unknown>;
    const named = Object.keys(headers).some((h) => PROVENANCE_HEADERS.includes(h.toLowerCase()));
    return named ? options : { ...options, headers: { ...headers, origin: INJECT_ORIGIN } };
  };
  app.inject = ((options?: InjectOptions | string, callback?: never) =>
    options === undefined ? asIs() : asIs(fromOurPages(options), callback as never)) as Inject;
  return asIs;
};

type ApiRequest = Pick<APIRequestContext, 'post' | 'put' | 'patch' | 'delete'>;

/**
 * A browser context's API requests (`context.request`: the tests' shortcuts past the screens,
 * sharing the page's cookies) as our pages send them: with the Origin of the URL they call. The
 * pages' own requests are left alone, so browser tests still show the app sends its Origin itself.
 */
export const apiRequestsFromOurPages = (request: ApiRequest): void => {
  for (const method of ['post', 'put', 'patch', 'delete'] as const) {
    const send = request[method].bind(request);
    request[method] = ((url: string, options: Parameters<typeof send>[1] = {}) =>
      send(url, { ...options, headers: { ...ourPageHeaders(url), ...options.headers } })) as typeof send;
  }
};
