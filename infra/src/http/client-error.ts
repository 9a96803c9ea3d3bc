import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { problemBody, sendProblem, type ProblemBody } from './problem.ts';

const rawAnswer = (problem: ProblemBody): string => {
  const body = JSON.stringify(problem);
  return [
    `HTTP/1.1 ${problem.status} ${problem.title}`,
    'Content-Type: application/problem+json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
};

const uriTooLong = () =>
  problemBody(414, 'URI Too Long', 'The request URL is longer than the server accepts.');
const headersTooLarge = () =>
  problemBody(
    431,
    'Request Header Fields Too Large',
    'The request headers are larger than the server accepts.',
  );

/** A request line longer than this, in bytes that overflowed, is taken for a long URL. */
const LONGEST_REQUEST_LINE = 8 * 1024;

/**
 * Node's parser counts the request line and the headers against one limit; the request line
 * still open in the bytes that overflowed means the URL was too long (414), else the headers (431).
 */
const overflowProblem = (rawPacket: unknown): ProblemBody => {
  if (!Buffer.isBuffer(rawPacket)) return headersTooLarge();
  const startsRequest = /^[A-Z]+ /.test(rawPacket.subarray(0, 16).toString('latin1'));
  const lineEnd = rawPacket.indexOf('\r\n');
  const requestLineOpen = startsRequest ? lineEnd === -1 || lineEnd > LONGEST_REQUEST_LINE : lineEnd === -1;
  return requestLineOpen ? uriTooLong() : headersTooLarge();
};

/**
 * Requests Node refuses before Fastify sees them (oversized URL or headers, malformed HTTP,
 * timeouts) answered as problem+json like every other error, never echoing what was sent.
 */
export const answerClientError = (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const problem =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? overflowProblem(error.rawPacket)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? problemBody(408, 'Request Timeout', 'The request took too long to arrive.')
        : problemBody(400, 'Bad Request', 'The request is not valid HTTP.');
  if (socket.writable) socket.write(rawAnswer(problem));
  socket.destroy(error);
};

/** Errors of Fastify's router (a path parameter too long, a malformed URL), without the URL echoed. */
export const answerFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendProblem(reply, uriTooLong());
  if (error.code === 'FST_ERR_BAD_URL')
    return sendProblem(reply, problemBody(400, 'Bad Request', 'The request URL is not valid.'));
  return sendProblem(reply, problemBody(500, 'Internal server error', 'Something went wrong on our side.'));
};
