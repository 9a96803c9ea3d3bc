import { CONSISTENCY_HEADER, PARKED_HEADER, Problem, STALE_HEADER } from '@hs/contracts';
import { announceCatchingUp } from './catching-up';
import { currentConsistencyToken, rememberConsistencyToken } from './consistency-token';
import { takeEarlyRead } from './early-reads';
import { announceParkedWrite } from './parked-writes';
import { fieldWords, plainReason, problemSentence } from './error-words';

/**
 * A non-OK reply. The message is `${status}: ${bodyText}` (docs/architecture.md, "The frontend");
 * `problem` holds the parsed problem+json body so screens can show its detail instead of raw JSON.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly problem: Problem | null;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.problem = parseProblem(bodyText);
  }
}

const parseProblem = (bodyText: string): Problem | null => {
  try {
    const result = Problem.safeParse(JSON.parse(bodyText));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
};

/** The text to show a person: the problem's detail or title, else the raw message. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof HttpError && error.problem) {
    const { errors } = error.problem;
    const main = problemSentence(error.problem);
    // A rule's reason is often its detail too: say it once.
    const fields = errors
      ?.filter((e) => plainReason(e.reason) !== main)
      .map((e) => `${fieldWords(e.field)}: ${plainReason(e.reason)}`)
      .join('; ');
    return fields ? `${main} (${fields})` : main;
  }
  if (error instanceof Error) return error.message;
  return String(error);
};

export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;

/** 401: nobody is signed in, or the session has ended. */
export const isUnauthorized = (error: unknown): boolean => error instanceof HttpError && error.status === 401;

/** The server's explanation of a failed call, or the page's fallback text when it sent none. */
export const failureText = (error: unknown, fallback: string): string =>
  error instanceof HttpError && error.problem ? errorMessage(error) : fallback;

/** Field errors of a 400 problem, keyed by field name (the first reason per field). */
export const fieldErrors = (error: unknown): Record<string, string> => {
  const result: Record<string, string> = {};
  if (!(error instanceof HttpError)) return result;
  for (const { field, reason } of error.problem?.errors ?? []) {
    const key = field.replace(/^(?:body[./]|\/)/, '');
    result[key] ??= plainReason(reason);
  }
  return result;
};

/** Anything that can check a reply body: the zod schemas of @hs/contracts fit. */
interface Parser<T> {
  parse: (value: unknown) => T;
}

const send = async (path: string, init: RequestInit): Promise<Response> => {
  const response = await fetch(path, { ...init, credentials: 'include' });
  if (!response.ok) {
    throw new HttpError(response.status, await response.text(), response.statusText);
  }
  return response;
};

/** How many times a read the read models have not caught up with is asked again (about 20 s at 2 s each). */
const STALE_RETRIES = 10;
/** Longest wait between two such asks, whatever Retry-After says. */
const LONGEST_STALE_WAIT_MS = 10_000;

const waitFor = (ms: number, signal?: AbortSignal | null): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * A read that sends our consistency token. An answer "saved, not shown yet" (503 with
 * X-Consistency-Stale) is asked again after its Retry-After, and the app says the write is saved;
 * after STALE_RETRIES the 503 goes to the page, whose text says the same.
 */
const read = async (
  path: string,
  init: RequestInit & { headers: Record<string, string> },
): Promise<Response> => {
  const token = currentConsistencyToken();
  if (token) init.headers[CONSISTENCY_HEADER] = token;
  // With a token to wait for, an answer asked for before our write would not do.
  const early = token ? undefined : takeEarlyRead(path);
  for (let attempt = 0; ; attempt++) {
    const response = await ((attempt === 0 && early) || fetch(path, { ...init, credentials: 'include' }));
    const stale = response.status === 503 && response.headers.get(STALE_HEADER) === 'true';
    if (stale && token && attempt < STALE_RETRIES) {
      announceCatchingUp(token);
      const seconds = Number(response.headers.get('retry-after') ?? 2);
      await waitFor(
        Math.min(Number.isFinite(seconds) ? seconds * 1000 : 2000, LONGEST_STALE_WAIT_MS),
        init.signal,
      );
      continue;
    }
    if (!response.ok) throw new HttpError(response.status, await response.text(), response.statusText);
    if (token && response.headers.get(PARKED_HEADER) === 'true') announceParkedWrite(token);
    return response;
  }
};

/** GET that waits for our own earlier writes (read-your-writes); the checked body and the reply's headers. */
export const getJsonWithHeaders = async <T>(
  path: string,
  schema: Parser<T>,
  signal?: AbortSignal,
): Promise<{ data: T; headers: Headers }> => {
  const response = await read(path, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    signal: signal ?? null,
  });
  return { data: schema.parse(await response.json()), headers: response.headers };
};

/** GET that waits for our own earlier writes (read-your-writes) and checks the reply shape. */
export const getJson = async <T>(path: string, schema: Parser<T>, signal?: AbortSignal): Promise<T> =>
  (await getJsonWithHeaders(path, schema, signal)).data;

/** Keeps the consistency token of a command reply (header or JSON field) for later reads. */
const readCommandReply = async (response: Response): Promise<unknown> => {
  rememberConsistencyToken(response.headers.get(CONSISTENCY_HEADER));
  const text = response.status === 204 ? '' : await response.text();
  if (!text) return null;
  const data: unknown = JSON.parse(text);
  if (typeof data === 'object' && data !== null && 'consistencyToken' in data) {
    const token = data.consistencyToken;
    if (typeof token === 'string') rememberConsistencyToken(token);
  }
  return data;
};

/** A command: sends JSON and keeps the consistency token of the reply for later reads. */
export const sendJson = async <T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  schema: Parser<T>,
  extraHeaders: Record<string, string> = {},
): Promise<T> => {
  const response = await send(path, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...extraHeaders },
    body: JSON.stringify(body),
  });
  return schema.parse(await readCommandReply(response));
};

/**
 * A command without a body (deactivate, reactivate, logout). No Content-Type is sent: a JSON
 * content type with an empty body is a 400 for the server. An empty reply (204) gives null.
 */
export const sendEmpty = async <T>(
  method: 'POST' | 'DELETE',
  path: string,
  schema: Parser<T>,
): Promise<T | null> => {
  const response = await send(path, { method, headers: { Accept: 'application/json' } });
  const data = await readCommandReply(response);
  return data === null ? null : schema.parse(data);
};

/**
 * A command with a multipart body (a file upload). The browser sets the Content-Type with its
 * boundary; the consistency token of the reply is kept like any other command's.
 */
export const sendFormData = async <T>(path: string, form: FormData, schema: Parser<T>): Promise<T> => {
  const response = await send(path, { method: 'POST', headers: { Accept: 'application/json' }, body: form });
  return schema.parse(await readCommandReply(response));
};

/**
 * A form post (application/x-www-form-urlencoded), as the sign-in is sent (docs/architecture.md,
 * "The frontend").
 */
export const postForm = async <T>(path: string, form: URLSearchParams, schema: Parser<T>): Promise<T> => {
  const response = await send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: form,
  });
  return schema.parse(await readCommandReply(response));
};

/** GET of a stored file (a document version) that waits for our own earlier upload, as getJson does. */
export const getBlob = async (path: string, signal?: AbortSignal): Promise<Blob> =>
  (await read(path, { method: 'GET', headers: {}, signal })).blob();

/** GET of a text file (a CSV download) that waits for our own earlier writes, as getJson does. */
export const getText = async (path: string, accept = 'text/plain'): Promise<string> =>
  (await read(path, { method: 'GET', headers: { Accept: `${accept}, application/problem+json` } })).text();
