import cookie from '@fastify/cookie';
import { safetyTeamRoles } from '@hs/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type SessionStore, type SessionUser } from '../auth/session-store.ts';
import { HttpProblem, problemBody, sendProblem } from './problem.ts';

/**
 * Who may call a route (the roles table of docs/product.md): anyone, any signed-in user, any
 * signed-in user even one who must still replace a temporary password (the change-password
 * route), or the roles of `accessRoles`. Where the data decides (an incident's department, a
 * record's owner) the route checks that too, after this gate.
 */
export type Access = 'public' | 'user' | 'password-change' | 'reviewer' | 'officer' | 'admin';
export type RouteRule = { method: string; url: string; access: Access };

/** The roles each role-restricted rule lets through; supervisors are then scoped to their department. */
export const accessRoles = {
  reviewer: ['admin', 'safety-officer', 'supervisor'],
  officer: safetyTeamRoles,
  admin: ['admin'],
} as const satisfies Partial<Record<Access, readonly string[]>>;

const refusals: Record<keyof typeof accessRoles, string> = {
  reviewer: 'Only supervisors, safety officers and administrators may review incidents.',
  officer: 'Safety officer or administrator clearance required.',
  admin: 'Administrator clearance required.',
};

const isRestricted = (access: Access): access is keyof typeof accessRoles => access in accessRoles;

/** Whether a signed-in user's role passes a route's rule (before any check on the data). */
export const roleAllows = (access: Access, role: string): boolean =>
  !isRestricted(access) || (accessRoles[access] as readonly string[]).includes(role);

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    routeRules: RouteRule[];
  }
}

/** Title: contracts' PASSWORD_CHANGE_REQUIRED_TITLE, which clients read (infra cannot import it). */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'You signed in with a temporary password. Set a new password before you continue.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where a state-changing request came from, as far as its headers prove it. */
type Provenance = 'ours' | 'foreign' | 'unknown';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Origin first, then Sec-Fetch-Site, then Referer (browsers send at least one of them on a
 * state-changing request). Compared with the Host header itself: request.host would take
 * X-Forwarded-Host from a trusted proxy, which a client can send through it. The scheme may come
 * from X-Forwarded-Proto.
 */
const provenanceOf = (request: FastifyRequest): Provenance => {
  // Serialized as a browser does ("http://host:80" is "http://host"); an unparsable Host is no one's.
  const ours = originOf(`${request.protocol}://${request.headers.host ?? ''}`);
  const isOurs = (url: string) => ours !== null && originOf(url) === ours;
  const origin = request.headers.origin;
  if (origin !== undefined) return isOurs(origin) ? 'ours' : 'foreign';
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' ? 'ours' : site === 'none' ? 'unknown' : 'foreign';
  const referer = request.headers.referer;
  if (referer !== undefined) return isOurs(referer) ? 'ours' : 'foreign';
  return 'unknown';
};

/**
 * A state change carrying the session cookie must prove it comes from our pages: a forged form or
 * script elsewhere would have the browser attach the cookie. Without the cookie (sign-in, scripts
 * and probes) only proof of another site refuses it, which still stops a forged sign-in.
 */
const refusesProvenance = (request: FastifyRequest): boolean => {
  if (!STATE_CHANGING.has(request.method)) return false;
  const provenance = provenanceOf(request);
  if (provenance === 'ours') return false;
  return provenance === 'foreign' || request.cookies[SESSION_COOKIE] !== undefined;
};

/** Title and detail of the refusal; clients and tests read the title. */
export const CROSS_ORIGIN_REFUSED_TITLE = 'Cross-origin request refused';
const CROSS_ORIGIN_REFUSED_DETAIL =
  'State-changing requests must come from this site: send an Origin header naming it (browsers do).';

export const isAdmin = (user: SessionUser | null): boolean => user?.role === 'admin';

/**
 * Authorization on the server, on every route (docs/architecture.md, "Identity, access and input"):
 * every /api route must declare its access rule (the server refuses to start otherwise), the
 * session is looked up before the body is even read, and state-changing requests not proven to
 * come from our pages are refused. The table of routes and rules is kept on the instance for the role-by-route
 * test.
 */
export const registerAccessControl = async (app: FastifyInstance, sessions: SessionStore): Promise<void> => {
  await app.register(cookie);
  app.decorate('routeRules', [] as RouteRule[]);
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!access) {
        if (route.url.startsWith('/api/')) throw new Error(`${method} ${route.url} declares no access rule`);
        continue;
      }
      app.routeRules.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    if (refusesProvenance(request)) {
      return sendProblem(reply, problemBody(403, CROSS_ORIGIN_REFUSED_TITLE, CROSS_ORIGIN_REFUSED_DETAIL));
    }
    const access = request.routeOptions.config?.access;
    const token = request.cookies[SESSION_COOKIE];
    if (token && access !== undefined) request.user = await sessions.find(token);
    if (access === undefined || access === 'public') return;
    if (!request.user)
      return sendProblem(reply, problemBody(401, 'Not signed in', 'Please sign in to continue.'));
    // A temporary password opens only the change-password route (and sign-out, which is public).
    if (request.user.mustChangePassword && access !== 'password-change') {
      return sendProblem(reply, problemBody(403, 'New password required', PASSWORD_CHANGE_REQUIRED_MESSAGE));
    }
    if (isRestricted(access) && !roleAllows(access, request.user.role)) {
      return sendProblem(reply, problemBody(403, 'Forbidden', refusals[access]));
    }
  });
};

/** For "self or admin" routes: 403 unless the signed-in user is that user or an administrator. */
export const assertSelfOrAdmin = (request: FastifyRequest, userId: string): void => {
  if (request.user?.userId === userId || isAdmin(request.user)) return;
  throw new HttpProblem(403, 'Forbidden', 'You may only see your own records.');
};
