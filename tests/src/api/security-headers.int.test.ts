import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // inject() comes from 127.0.0.1: trusted as the proxy, so X-Forwarded-Proto can say https.
  t = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  admin = await t.signIn('admin');
});
afterAll(async () => t.close());

const expectSecurityHeaders = (headers: Record<string, unknown>, where: string) => {
  const csp = String(headers['content-security-policy']);
  expect(csp, where).toMatch(/script-src 'self'(;|$)/);
  expect(csp, where).toMatch(/frame-ancestors 'none'/);
  expect(csp, where).toMatch(/object-src 'none'/);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['permissions-policy'], where).toMatch(/(^|, )camera=\(\)(,|$)/);
  for (const feature of ['microphone', 'geolocation', 'payment', 'usb'])
    expect(headers['permissions-policy'], where).toContain(`${feature}=()`);
  expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
  expect(headers['x-request-id'], where).toEqual(expect.any(String));
};

describe('headers on every response', () => {
  it('carries a Content-Security-Policy without inline scripts and the other protective headers', async () => {
    const requests = [
      { method: 'GET' as const, url: '/healthz', headers: {} },
      { method: 'GET' as const, url: '/api/incidents', headers: { cookie: admin } },
      { method: 'GET' as const, url: '/api/incidents', headers: {} },
      { method: 'GET' as const, url: '/api/nowhere', headers: { cookie: admin } },
      {
        method: 'POST' as const,
        url: '/api/incidents',
        headers: { cookie: admin, 'content-type': 'application/json' },
        payload: '{bad',
      },
      { method: 'GET' as const, url: '/api/users', headers: { cookie: await t.signIn('employee') } },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expectSecurityHeaders(response.headers, `${request.method} ${request.url} (${response.statusCode})`);
    }
  });

  it('keeps no API answer in the browser cache, so nothing of a report stays on a shared device', async () => {
    const urls = ['/api/incidents', '/api/user', '/api/nowhere', '/api/incidents/not-a-uuid'];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(response.headers['cache-control'], `${url} (${response.statusCode})`).toBe('no-store');
    }
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent over https only: not over plain http, nor when an untrusted peer claims https', async () => {
    const over = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'GET', url: '/healthz', headers, remoteAddress });
    expect((await over({ 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await over({})).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await over({ 'x-forwarded-proto': 'https' }, '198.51.100.7')).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});

describe('the nginx front of the compose stack', () => {
  it('sends the same security headers as the app on the files it serves itself', async () => {
    const file = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../infra/docker/web.nginx.conf',
    );
    const conf = await readFile(file, 'utf8');
    const nginx = Object.fromEntries(
      [...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)].map(([, name, value]) => [
        name!.toLowerCase(),
        value,
      ]),
    );
    const app = (await t.app.inject({ method: 'GET', url: '/healthz' })).headers;
    const fromApp = Object.fromEntries(
      Object.entries(app).filter(
        ([name]) => !['content-type', 'content-length', 'date', 'connection', 'x-request-id'].includes(name),
      ),
    );
    expect(Object.keys(fromApp).length).toBeGreaterThan(10);
    expect(nginx).toEqual(fromApp);
  });
});

describe('error bodies', () => {
  it('never contain stack traces, SQL or internal names', async () => {
    const responses = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/incidents',
        headers: { cookie: admin, 'content-type': 'application/json' },
        payload: '{"type": "injury"',
      }),
      t.app.inject({ method: 'GET', url: `/api/incidents/${'a'.repeat(36)}`, headers: { cookie: admin } }),
      t.app.inject({ method: 'GET', url: '/api/incidents?limit=abc', headers: { cookie: admin } }),
      t.app.inject({
        method: 'PATCH',
        url: '/api/incidents/0b0e7f3c-1e2d-4c5b-9a8f-7e6d5c4b3a21/status',
        headers: { cookie: admin },
        payload: { status: 'resolved' },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/admin/employees',
        headers: { cookie: admin },
        payload: { username: "x'; --" },
      }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|SELECT |INSERT |es_events|pg_|stack/i);
    }
  });
});

describe('request size limits', () => {
  it('refuses a body over 1 MB on every JSON route with 413 before touching anything', async () => {
    const before = await t.eventCount();
    const big = JSON.stringify({ description: 'x'.repeat(1024 * 1024 + 100) });
    const routes = t.app.routeRules.filter((r) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method));
    let checked = 0;
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '0b0e7f3c-1e2d-4c5b-9a8f-7e6d5c4b3a21');
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie: admin, 'content-type': 'application/json' },
        payload: big,
      });
      if (response.statusCode === 415) continue; // multipart upload routes: their own 10 MB limit is tested with the uploads
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(413);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(15);
    expect(await t.eventCount()).toBe(before);
  });
});
