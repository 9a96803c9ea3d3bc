import {
  DecideRecordkeepingResponse,
  IDEMPOTENCY_HEADER,
  itaRoutes,
  RecordItaSubmissionBody,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { idempotencyKeyOf } from '../commands/idempotency.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { recordItaSubmission } from '../osha-ita/record-ita-submission.ts';

export const oshaItaRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    itaRoutes.submissions,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['recordkeeping'],
        summary:
          "Record that an establishment's records of a past year were submitted to OSHA's Injury Tracking " +
          'Application (29 CFR 1904.41), with its confirmation number; it stops that ITA clock. ' +
          'The same submission sent again records nothing',
        body: RecordItaSubmissionBody,
        response: { 200: DecideRecordkeepingResponse },
      },
    },
    async (request, reply) => {
      // The establishment's own stream makes a retry a no-op; a malformed key is still refused.
      idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const result = await recordItaSubmission(
        deps.store,
        request.body,
        commandContextOf(request, deps.clock),
      );
      return withToken(reply, result);
    },
  );
};
