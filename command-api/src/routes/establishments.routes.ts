import {
  CommandResponse,
  CreatedResponse,
  EstablishmentIdParams,
  EstablishmentYearParams,
  establishmentRoutes as paths,
  IDEMPOTENCY_HEADER,
  ItaInclusionBody,
  NewEstablishmentBody,
  UpdateEstablishmentBody,
  YearFiguresBody,
  isKnownTimeZone,
  TIME_ZONE_HINT,
  routePattern,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../commands/idempotency.ts';
import { changeEstablishment } from '../establishments/change-establishment.ts';
import { createEstablishment } from '../establishments/create-establishment.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import type { CommandApiDeps } from '../deps.ts';

const admin = { access: 'admin' as const };

/** A zone name of the right shape that the time-zone database does not know is refused like bad input. */
const requireKnownTimeZone = (zone: string | undefined): void => {
  if (zone === undefined || isKnownTimeZone(zone)) return;
  throw new HttpProblem(400, 'Invalid request', TIME_ZONE_HINT, [
    { field: 'timeZone', reason: TIME_ZONE_HINT },
  ]);
};

export const establishmentCommandRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, clock },
) => {
  app.post(
    paths.establishments,
    {
      config: admin,
      schema: {
        tags: ['establishments'],
        summary: 'Add an establishment (OSHA 1904.30); names are unique ignoring letter case',
        body: NewEstablishmentBody,
        response: { 201: CreatedResponse },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      requireKnownTimeZone(request.body.timeZone);
      const { ein, ...rest } = request.body;
      const result = await createEstablishment(
        store,
        { ...rest, ein: ein ?? null },
        commandContextOf(request, clock),
        key,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      reply.header('location', paths.establishment(result.id));
      return reply
        .code(201)
        .send(withToken(reply, { id: result.id, consistencyToken: result.consistencyToken }));
    },
  );

  app.patch(
    routePattern(paths.establishment, ':id'),
    {
      config: admin,
      schema: {
        tags: ['establishments'],
        summary: "Change an establishment's details",
        params: EstablishmentIdParams,
        body: UpdateEstablishmentBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      requireKnownTimeZone(request.body.timeZone);
      return withToken(
        reply,
        await changeEstablishment(
          store,
          request.params.id,
          { type: 'ChangeEstablishment', data: { changes: request.body } },
          commandContextOf(request, clock),
        ),
      );
    },
  );

  app.put(
    routePattern(paths.year, ':id', ':year'),
    {
      config: admin,
      schema: {
        tags: ['establishments'],
        summary:
          'Set a calendar year’s annual average number of employees and total hours worked (OSHA 1904.32) ' +
          'and the most employees at any time in it (ITA size and duty, 1904.41(a)); the peak may not be below the average',
        params: EstablishmentYearParams,
        body: YearFiguresBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await changeEstablishment(
          store,
          request.params.id,
          { type: 'SetEstablishmentYearFigures', data: { ...request.body, year: request.params.year } },
          commandContextOf(request, clock),
        ),
      ),
  );

  app.put(
    routePattern(paths.itaInclusion, ':id', ':year'),
    {
      config: admin,
      schema: {
        tags: ['establishments'],
        summary:
          'Add the year to the ITA 300A summary file or the case data file although 29 CFR 1904.41 does not require it, or take it out again',
        params: EstablishmentYearParams,
        body: ItaInclusionBody,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) =>
      withToken(
        reply,
        await changeEstablishment(
          store,
          request.params.id,
          { type: 'SetItaInclusion', data: { ...request.body, year: request.params.year } },
          commandContextOf(request, clock),
        ),
      ),
  );
};
