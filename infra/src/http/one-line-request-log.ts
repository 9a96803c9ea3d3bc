import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered (`GET /api/settings 200 12 ms`), instead
 * of Fastify's "incoming request" and "request completed" pair: readable in a terminal.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
