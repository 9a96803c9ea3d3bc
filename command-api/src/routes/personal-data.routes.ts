import {
  ErasePersonalDataBody,
  ErasePersonalDataResponse,
  IncidentPersonParams,
  PersonIdParams,
  WitnessStatementParams,
  personalDataRoutes as paths,
  routePattern,
} from '@hs/contracts';
import {
  DomainError,
  employeeStreamId,
  incidentPersonId,
  incidentStreamId,
  investigationStreamId,
  personalDataStreamId,
  witnessStatementId,
  type IncidentReported,
  type WitnessStatementRecorded,
  type PersonalDataErased,
} from '@hs/domain';
import { formatPosition, type SqlRunner } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  endSessionsOf,
  eraseMailAddressOf,
  eraseOutsideTheLog,
  namesOf,
} from '../employees/erase-personal-data.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import type { CommandApiDeps } from '../deps.ts';

const admin = { access: 'admin' as const };
const summary = (whose: string) =>
  `Erase the personal data of ${whose}: their key is destroyed, their names and texts read [erased]`;

export const personalDataRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, keyring, clock },
) => {
  /** Destroys the subject's key and records it, both or neither; notifications and mails naming them are scrubbed. */
  const erase = async (
    request: FastifyRequest,
    subjectId: string,
    names: readonly string[],
    reason: string,
    alsoInTransaction: (db: SqlRunner) => Promise<void> = async () => {},
  ): Promise<{ consistencyToken: string }> => {
    const context = commandContextOf(request, clock);
    const event: PersonalDataErased = {
      type: 'PersonalDataErased',
      data: { subjectId, reason, erasedAt: context.command.now },
    };
    const [result] = await store.appendToStreams(
      [{ streamId: personalDataStreamId(subjectId), expected: 'any', events: [event] }],
      context.event('ErasePersonalData'),
      async (db) => {
        await keyring.erase(subjectId, db);
        await eraseOutsideTheLog(db, subjectId, names);
        await alsoInTransaction(db);
      },
    );
    return { consistencyToken: formatPosition(result!.position) };
  };

  app.post(
    routePattern(paths.erase, ':employeeId'),
    {
      config: admin,
      schema: {
        tags: ['employees'],
        summary: summary('an employee'),
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
      const erased = await erase(request, subjectId, names, request.body.reason, async (db) => {
        await endSessionsOf(db, subjectId);
        await eraseMailAddressOf(db, subjectId);
      });
      return withToken(reply, erased);
    },
  );

  app.post(
    routePattern(paths.eraseIncidentPerson, ':id', ':role'),
    {
      config: admin,
      schema: {
        tags: ['incidents'],
        summary: summary('the person involved in or witness to an incident who is not an employee'),
        params: IncidentPersonParams,
        body: ErasePersonalDataBody,
        response: { 200: ErasePersonalDataResponse },
      },
    },
    async (request, reply) => {
      const { id, role } = request.params;
      const [first] = await store.readStream(incidentStreamId(id), { toVersion: 1 });
      if (first?.type !== 'IncidentReported') throw new DomainError('IncidentNotFound');
      const report = first.data as IncidentReported['data'];
      // An employee's data is sealed with their own key: erasing it here would leave it readable.
      if (role === 'involved' && report.employeeId)
        throw new HttpProblem(
          409,
          'The person is an employee',
          'This incident is about an employee: erase their personal data from their employee record.',
        );
      const named =
        role === 'involved' ? [report.employeeName, report.employeeOrganisation] : [report.witnessName];
      const names = named.filter((n): n is string => typeof n === 'string' && n.trim().length > 2);
      return withToken(reply, await erase(request, incidentPersonId(id, role), names, request.body.reason));
    },
  );

  app.post(
    routePattern(paths.eraseStatement, ':id', ':statementId'),
    {
      config: admin,
      schema: {
        tags: ['investigations'],
        summary: summary('a witness statement of an investigation (its text, revisions and the witness)'),
        params: WitnessStatementParams,
        body: ErasePersonalDataBody,
        response: { 200: ErasePersonalDataResponse },
      },
    },
    async (request, reply) => {
      const { id, statementId } = request.params;
      const recorded = (await store.readStream(investigationStreamId(id))).find(
        (e) =>
          e.type === 'WitnessStatementRecorded' &&
          (e.data as { statementId: string }).statementId === statementId,
      );
      if (!recorded)
        throw new HttpProblem(
          404,
          'Statement not found',
          `No statement ${statementId} on this investigation.`,
        );
      const { witness } = recorded.data as WitnessStatementRecorded['data'];
      // An employee witness's name is under their own key; the statement's key holds a visitor's.
      const named = witness.employeeId ? [] : [witness.name, witness.organisation];
      const names = named.filter((n): n is string => typeof n === 'string' && n.trim().length > 2);
      const erased = await erase(request, witnessStatementId(id, statementId), names, request.body.reason);
      return withToken(reply, erased);
    },
  );
};
