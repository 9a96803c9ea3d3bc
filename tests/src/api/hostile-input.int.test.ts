import { connect } from 'node:net';
import { UNSTORABLE_REASON } from '@hs/infra/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validReport } from '../support/incident-fixtures.ts';
import { multipart } from '../support/multipart.ts';
import { pdfFile } from '../support/sample-files.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => t.close());

type Problem = { status: number; errors?: { field: string; reason: string }[] };

const expectProblem = (
  response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  status: number,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  return response.json() as Problem;
};

/** Sends bytes over a plain socket (what Node's parser refuses never reaches inject) and reads the answer. */
const rawRequest = (bytes: string) =>
  new Promise<string>((resolve, reject) => {
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.on('close', () => resolve(answer));
  });

const parseRaw = (answer: string) => {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(head.split(' ')[1]);
  const contentType = /content-type: ([^\r\n]+)/i.exec(head)?.[1];
  return { head, status, contentType, body };
};

describe('a JSON body nested thousands of levels deep', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it('is refused with 400 naming the field on the anonymous sign-in, with or without escapes in it', async () => {
    for (const password of ['"x"', '"\\u0041"']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"username":${deep(10_000)},"password":${password}}`,
      });
      const problem = expectProblem(response, 400);
      expect(problem.errors).toEqual([{ field: 'username', reason: 'Nested deeper than 32 levels' }]);
    }
  });

  it('is refused on a command route too, and no event is stored', async () => {
    const before = await t.eventCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: `{"description":"\\u0041","contributingFactors":${deep(50_000)}}`,
    });
    expectProblem(response, 400);
    expect(await t.eventCount()).toBe(before);
  });

  it('is accepted up to the limit (the field is then judged by its schema)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${deep(31)},"password":"x"}`,
    });
    const problem = expectProblem(response, 400);
    expect(problem.errors?.[0]?.reason).not.toMatch(/Nested/);
  });

  it('and a very wide body is bounded by the 1 MB limit (413), just under it judged by its schema (400)', async () => {
    const wide = (bytes: number) => `{"username":[${'0,'.repeat(bytes / 2)}0],"password":"x"}`;
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: wide(1024 * 1024),
    });
    expectProblem(over, 413);
    const under = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: wide(1000 * 1000),
    });
    expectProblem(under, 400);
  });
});

describe('a NUL character in what a request carries', () => {
  type OpenApi = { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };

  /** Every GET route of the API with the query and path parameters its schema declares. */
  const getRoutes = async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      methods.get && path.startsWith('/api/') ? [{ path, parameters: methods.get.parameters ?? [] }] : [],
    );
  };
  const sample = '0b0e7f3c-1e2d-4c5b-9a8f-7e6d5c4b3a21';

  it('in any query parameter or path parameter of any GET route answers 400 naming it', async () => {
    const routes = await getRoutes();
    const parameters = routes.flatMap((r) => r.parameters);
    expect(parameters.filter((p) => p.in === 'query').length).toBeGreaterThan(5);
    expect(parameters.filter((p) => p.in === 'path').length).toBeGreaterThan(5);
    for (const { path, parameters } of routes) {
      for (const parameter of parameters.filter((p) => p.in === 'query' || p.in === 'path')) {
        for (const nul of ['%00', 'a%00b']) {
          const url =
            parameter.in === 'path'
              ? path.replace(/\{(\w+)\}/g, (_, name) => (name === parameter.name ? nul : sample))
              : `${path.replace(/\{\w+\}/g, sample)}?${parameter.name}=${nul}`;
          const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
          const problem = expectProblem(response, 400);
          expect(problem.errors, url).toEqual([{ field: parameter.name, reason: UNSTORABLE_REASON }]);
        }
      }
    }
  });

  it('raw in the URL or in a header is refused by the HTTP parser with a 400 problem', async () => {
    for (const request of [
      'GET /api/incidents?search=a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/incidents HTTP/1.1\r\nHost: x\r\nUser-Agent: a\u0000b\r\nX-Request-Id: a\u0000b\r\n\r\n',
    ]) {
      const answer = parseRaw(await rawRequest(request));
      expect(answer.status).toBe(400);
      expect(answer.contentType).toBe('application/problem+json');
    }
  });

  it('in a multipart field of an upload answers 400 naming the field, and stores nothing', async () => {
    const before = await t.eventCount();
    for (const [name, category] of [
      ['Manual\u0000', 'Policy'],
      ['Manual', 'Policy\u0000'],
    ]) {
      const form = multipart([
        { name: 'name', value: name! },
        { name: 'category', value: category! },
        { name: 'file', fileName: 'manual.pdf', content: pdfFile('manual') },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: form.payload,
        headers: { ...form.headers, cookie: admin },
      });
      const problem = expectProblem(response, 400);
      expect(problem.errors?.[0]?.field).toBe(name === 'Manual' ? 'category' : 'name');
    }
    expect(await t.eventCount()).toBe(before);
  });

  it('in the form body of the sign-in answers 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=admin%00&password=x',
    });
    expect(expectProblem(response, 400).errors).toEqual([{ field: 'username', reason: UNSTORABLE_REASON }]);
  });
});

describe('requests too large for the HTTP parser or the router', () => {
  it('a 100 kB URL answers 414 problem+json without echoing it', async () => {
    const answer = parseRaw(
      await rawRequest(`GET /api/incidents?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(answer.status).toBe(414);
    expect(answer.contentType).toBe('application/problem+json');
    expect(answer.body).not.toContain('aaaa');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 414, title: 'URI Too Long' });
  });

  it('oversized headers answer 431 problem+json without echoing them', async () => {
    const answer = parseRaw(
      await rawRequest(`GET /api/incidents HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.contentType).toBe('application/problem+json');
    expect(answer.body).not.toContain('bbbb');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 431 });
  });

  it('a path parameter with broken percent-encoding answers 400 problem+json without echoing it', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/incidents/%E0%A4%Azzzz`, {
      headers: { cookie: admin },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.text()).not.toContain('zzzz');
  });

  it('a path parameter over the router limit answers 414 problem+json without echoing it', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/incidents/${'c'.repeat(500)}`, {
      headers: { cookie: admin },
    });
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.text()).not.toContain('cccc');
  });
});

describe('request and correlation ids a client sends', () => {
  it('are kept apart as claims; the stored ids and the answered x-request-id are the server own', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: { cookie: admin, 'x-request-id': 'forged-request-1', 'x-correlation-id': 'forged-corr-1' },
      payload: validReport(),
    });
    expect(report.statusCode).toBe(201);
    const serverId = report.headers['x-request-id'];
    expect(serverId).not.toBe('forged-request-1');
    const { rows } = await t.pool.query<{ metadata: Record<string, unknown> }>(
      'SELECT metadata FROM es_events ORDER BY global_position DESC LIMIT 1',
    );
    expect(rows[0]!.metadata).toMatchObject({
      requestId: serverId,
      correlationId: serverId,
      claimedRequestId: 'forged-request-1',
      claimedCorrelationId: 'forged-corr-1',
    });
  });

  it('are not kept at all when they are not a short token', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: { cookie: admin, 'x-request-id': 'x'.repeat(65), 'x-correlation-id': '<script>' },
      payload: validReport(),
    });
    expect(report.statusCode).toBe(201);
    const { rows } = await t.pool.query<{ metadata: Record<string, unknown> }>(
      'SELECT metadata FROM es_events ORDER BY global_position DESC LIMIT 1',
    );
    expect(rows[0]!.metadata).not.toHaveProperty('claimedRequestId');
    expect(rows[0]!.metadata).not.toHaveProperty('claimedCorrelationId');
    expect(rows[0]!.metadata.requestId).toBe(report.headers['x-request-id']);
  });
});
