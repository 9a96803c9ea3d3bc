import {
  DecideRecordkeepingResponse,
  IDEMPOTENCY_HEADER,
  IncidentIdParams,
  RecordOshaReportBody,
  routePattern,
  oshaClockRoutes,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandApiDeps } from '../deps.ts';
import { idempotencyKeyOf } from '../commands/idempotency.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import { recordOshaReport } from '../osha-reports/record-osha-report.ts';

export const oshaReportRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  app.post(
    routePattern(oshaClockRoutes.report, ':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['recordkeeping'],
        summary:
          'Record the report of a fatality, in-patient hospitalization, amputation or loss of an eye made to ' +
          "OSHA (29 CFR 1904.39), with OSHA's reference number; it stops the incident's clock. " +
          'The same report sent again records nothing',
        params: IncidentIdParams,
        body: RecordOshaReportBody,
        response: { 200: DecideRecordkeepingResponse },
      },
    },
    async (request, reply) => {
      // The incident's own stream makes a retry a no-op; a malformed key is still refused.
      idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const result = await recordOshaReport(
        deps.store,
        request.params.id,
        request.body,
        commandContextOf(request, deps.clock),
      );
      return withToken(reply, result);
    },
  );
};
