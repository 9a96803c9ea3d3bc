import {
  Osha300AQuery,
  Osha300ASummary,
  Osha300Log,
  Osha300Query,
  oshaFormRoutes,
  PrivacyCaseList,
  PrivacyCaseListQuery,
  privacyCaseRoutes,
} from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import {
  findOshaEstablishment,
  loadChangesSince,
  loadLatestCertification,
  loadLogCases,
  loadPrivacyCases,
  loadSummary,
  retentionProblemOf,
  summarizeLogCases,
  type OshaScope,
} from '@hs/read-models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import type { QueryApiDeps } from '../deps.ts';
import { certificationState } from '../read-models/osha-certification-state.read-model.ts';

/** Forms 300 and 300A of one establishment's year, as the records stand or stood (safety team). */
export const oshaFormQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const consistent = waitForConsistency(
    deps.tracker,
    ['osha-forms', 'osha-cases', 'establishments', 'employees'],
    deps.consistencyWaitMs,
  );

  const establishmentFor = async (scope: OshaScope) => {
    const problem = retentionProblemOf(scope.year, Number(deps.today().slice(0, 4)));
    if (problem) throw new HttpProblem(404, 'Year not available', problem);
    const establishment = await findOshaEstablishment(deps.pool, scope.establishmentId);
    if (!establishment)
      throw new HttpProblem(404, 'Establishment not found', 'No establishment has this id.');
    return establishment;
  };

  app.get(
    oshaFormRoutes.log300,
    {
      config: { access: 'officer' },
      preHandler: consistent,
      schema: {
        tags: ['osha'],
        summary:
          "OSHA Form 300, an establishment's log of a year (columns A-M), as of the end of a day in its " +
          'time zone when asOf is given; since lists the decisions recorded after that day',
        querystring: Osha300Query,
        response: { 200: Osha300Log },
      },
    },
    async (request) => {
      const { since, ...query } = request.query;
      const scope: OshaScope = { ...query, asOf: query.asOf ?? null };
      const establishment = await establishmentFor(scope);
      const [cases, changes] = await Promise.all([
        loadLogCases(deps.pool, scope, establishment.timeZone),
        since ? loadChangesSince(deps.pool, { ...scope, since }, establishment.timeZone) : [],
      ]);
      return {
        establishment,
        year: scope.year,
        asOf: scope.asOf,
        cases,
        totals: summarizeLogCases(cases, null),
        since: since ?? null,
        changes,
      };
    },
  );

  app.get(
    oshaFormRoutes.summary300A,
    {
      config: { access: 'officer' },
      preHandler: consistent,
      schema: {
        tags: ['osha'],
        summary:
          "OSHA Form 300A, an establishment's summary of a year under the ITA names with TRIR and DART, " +
          'its certification and whether the records changed since; as of the end of a day with asOf',
        querystring: Osha300AQuery,
        response: { 200: Osha300ASummary },
      },
    },
    async (request) => {
      const scope: OshaScope = { ...request.query, asOf: request.query.asOf ?? null };
      const establishment = await establishmentFor(scope);
      const [{ summary, sha256 }, latest] = await Promise.all([
        loadSummary(deps.pool, scope, establishment),
        loadLatestCertification(deps.pool, scope, establishment.timeZone),
      ]);
      const state = certificationState(latest, sha256);
      return {
        establishment,
        year: scope.year,
        asOf: scope.asOf,
        summary,
        summarySha256: sha256,
        certification: { state, latest },
      } as const;
    },
  );

  app.get(
    privacyCaseRoutes.list,
    {
      config: { access: 'officer' },
      preHandler: consistent,
      schema: {
        tags: ['osha'],
        summary:
          "The confidential list of an establishment's privacy cases of a year with the employees' names " +
          '(29 CFR 1904.29(b)(6)), safety officers and admins; as of the end of a day with asOf',
        querystring: PrivacyCaseListQuery,
        response: { 200: PrivacyCaseList },
      },
    },
    async (request) => {
      const scope: OshaScope = { ...request.query, asOf: request.query.asOf ?? null };
      const establishment = await establishmentFor(scope);
      const cases = await loadPrivacyCases(deps.pool, scope, establishment.timeZone);
      return { establishmentId: establishment.id, year: scope.year, asOf: scope.asOf, cases };
    },
  );
};
