import { CONSISTENCY_HEADER, PARKED_HEADER, Problem } from '@hs/contracts';
import { currentConsistencyToken, rememberConsistencyToken } from './consistency-token';
import { announceParkedWrite } from './parked-writes';
import { fieldWords, plainReason } from './error-words';

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
    const { detail, title, errors } = error.problem;
    const main = detail || title;
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

/** GET that waits for our own earlier writes (read-your-writes); the checked body and the reply's headers. */
export const getJsonWithHeaders = async <T>(
  path: string,
  schema: Parser<T>,
  signal?: AbortSignal,
): Promise<{ data: T; headers: Headers }> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = currentConsistencyToken();
  if (token) headers[CONSISTENCY_HEADER] = token;
  const response = await send(path, { method: 'GET', headers, signal: signal ?? null });
  if (token && response.headers.get(PARKED_HEADER) === 'true') announceParkedWrite(token);
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

/** GET of a text file (a CSV download) that waits for our own earlier writes, as getJson does. */
export const getText = async (path: string, accept = 'text/plain'): Promise<string> => {
  const headers: Record<string, string> = { Accept: `${accept}, application/problem+json` };
  const token = currentConsistencyToken();
  if (token) headers[CONSISTENCY_HEADER] = token;
  return (await send(path, { method: 'GET', headers })).text();
};
