import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One raw request as the user of `cookie`, carrying `token` as its consistency token when given. */
export const injectAs = (
  t: TestApp,
  method: Method,
  url: string,
  cookie: string,
  payload?: object,
  token?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(token ? { 'x-consistency-token': token } : {}) },
    ...(payload ? { payload } : {}),
  });

/**
 * Calls the in-process API as signed-in users (`cookies` by name), each call carrying the newest
 * consistency token a command answered with, so a read sees the writes before it. `app` is read
 * at each call: tests start the app in beforeAll.
 */
export const apiCalls = (app: () => TestApp, cookies: Record<string, string>) => {
  let token = '';
  const call = async (user: string, method: Method, url: string, payload?: object) => {
    const response = await app().app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie: cookies[user]!, ...(token ? { 'x-consistency-token': token } : {}) },
    });
    // A CSV or PDF answer has no body to parse; tests read its text and headers.
    const body = String(response.headers['content-type'] ?? '').includes('json') ? response.json() : null;
    if (body?.consistencyToken) token = body.consistencyToken;
    return { status: response.statusCode, body, text: response.body, headers: response.headers };
  };
  /** A call that must succeed; the refusal's body is the failure message. */
  const ok = async (user: string, method: Method, url: string, payload?: object) => {
    const result = await call(user, method, url, payload);
    expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
    return result.body;
  };
  return { call, ok };
};

type Remembered = {
  json: () => { consistencyToken?: string | null };
  headers: Record<string, string | string[] | number | undefined>;
};

/**
 * Raw `inject` answers for signed-in users (`cookies` by name): every answer through `call`, `send`
 * or `remember` keeps the newest consistency token (header or body); `call` and `get` carry it.
 */
export const injectCalls = (app: () => TestApp, cookies: Record<string, string>) => {
  let token = '';
  const remember = <R extends Remembered>(response: R): R => {
    const sent = response.headers['x-consistency-token'];
    if (typeof sent === 'string') token = sent;
    try {
      const next = response.json().consistencyToken;
      if (next) token = next;
    } catch {
      // Not JSON: the header, if any, was all there was to remember.
    }
    return response;
  };
  const get = (who: string, url: string) =>
    app().app.inject({
      method: 'GET',
      url,
      headers: { cookie: cookies[who]!, ...(token ? { 'x-consistency-token': token } : {}) },
    });
  const send = async (who: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
    remember(await app().app.inject({ method, url, payload, headers: { cookie: cookies[who]! } }));
  const call = async (who: string, method: Method, url: string, payload?: object) =>
    remember(
      await app().app.inject({
        method,
        url,
        headers: { cookie: cookies[who]!, ...(token ? { 'x-consistency-token': token } : {}) },
        ...(payload ? { payload } : {}),
      }),
    );
  return { get, send, call, remember };
};
