import {
  ErasePersonalDataBody,
  ErasePersonalDataResponse,
  PersonIdParams,
  personalDataRoutes as paths,
  routePattern,
} from '@hs/contracts';
import { DomainError, employeeStreamId, personalDataStreamId, type PersonalDataErased } from '@hs/domain';
import { formatPosition } from '@hs/infra/event-store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eraseOutsideTheLog, namesOf } from '../employees/erase-personal-data.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import type { CommandApiDeps } from '../deps.ts';

const admin = { access: 'admin' as const };

export const personalDataRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, keyring, clock },
) => {
  app.post(
    routePattern(paths.erase, ':employeeId'),
    {
      config: admin,
      schema: {
        tags: ['employees'],
        summary:
          "Erase a person's personal data: their key is destroyed, their names and texts read [erased]",
        params: PersonIdParams,
        body: ErasePersonalDataBody,
        response: { 200: ErasePersonalDataResponse },
      },
    },
    async (request, reply) => {
      const subjectId = request.params.employeeId;
      const known = await store.readStream(employeeStreamId(subjectId), { toVersion: 1 });
      if (known.length === 0) throw new DomainError('EmployeeNotFound');
      const names = await namesOf(store, subjectId);
      const context = commandContextOf(request, clock);
      const event: PersonalDataErased = {
        type: 'PersonalDataErased',
        data: { subjectId, reason: request.body.reason, erasedAt: context.command.now },
      };
      // The key goes in the same transaction as the event that records it: both or neither.
      const [result] = await store.appendToStreams(
        [{ streamId: personalDataStreamId(subjectId), expected: 'any', events: [event] }],
        context.event('ErasePersonalData'),
        async (db) => {
          await keyring.erase(subjectId, db);
          await eraseOutsideTheLog(db, subjectId, names);
        },
      );
      return withToken(reply, { consistencyToken: formatPosition(result!.position) });
    },
  );
};
