import { CertifyOshaSummaryBody, CommandResponse, IDEMPOTENCY_HEADER, oshaFormRoutes } from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { idempotencyKeyOf } from '../commands/idempotency.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { certifySummary } from '../osha-forms/certify-summary.ts';
import { confirmSignerPassword } from '../auth/confirm-password.ts';

export const oshaFormCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    oshaFormRoutes.certifications,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['osha'],
        summary:
          "Certify an establishment's Form 300A of a finished year as a company executive (name, title, " +
          'date), bound to the hash of the summary shown, with the password again (wrong: 403, counted as ' +
          'a failed sign-in); refused (409) when the records changed since',
        body: CertifyOshaSummaryBody,
        response: { 201: CommandResponse, 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const { password, ...body } = request.body;
      await confirmSignerPassword(deps, request, reply, password);
      const context = commandContextOf(request, deps.clock);
      const result = await certifySummary(deps, body, context, key, deps.clock.timeZone);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply
        .code(result.replayed ? 200 : 201)
        .send(withToken(reply, { consistencyToken: result.consistencyToken }));
    },
  );
};
