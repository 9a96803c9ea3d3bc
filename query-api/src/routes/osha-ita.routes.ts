import {
  Form301,
  Form301Params,
  Form301Query,
  ItaProblems,
  ItaYearQuery,
  routePattern,
  itaRoutes,
} from '@hs/contracts';
import { HttpProblem, problemBody } from '@hs/infra/http';
import {
  caseProblems,
  caseRow,
  employeeDateCaseProblems,
  itaCaseColumns,
  itaSummaryColumns,
  summaryProblems,
  summaryRow,
  type ItaProblem,
} from '@hs/infra/osha';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import { form301Of, itaInputs } from '../read-models/osha-forms.read-model.ts';
import type { QueryApiDeps } from '../deps.ts';

/** Both files and every problem that would make OSHA refuse them, from one read. */
const itaFiles = async (deps: QueryApiDeps, year: number, asOf: string | null) => {
  const { establishments, cases } = await itaInputs(deps.pool, year, asOf, deps.site.timeZone);
  const summaries = establishments.map((e) => ({ e, row: summaryRow(e, year) }));
  const caseRows = cases.map((c) => ({ c, row: caseRow(c, year) }));
  const problems: ItaProblem[] = [
    ...summaries.flatMap(({ e, row }) => summaryProblems(e, row)),
    ...caseRows.flatMap(({ c, row }) => caseProblems(c, row)),
    ...cases.flatMap(employeeDateCaseProblems),
  ];
  return { summaries: summaries.map((s) => s.row), cases: caseRows.map((c) => c.row), problems };
};

/** RFC 4180 CSV, header row first, as OSHA's file upload asks. */
const csv = (columns: readonly string[], rows: object[]): string =>
  stringify(rows, { header: true, columns: [...columns], record_delimiter: 'windows' });

const sendCsv = (reply: FastifyReply, fileName: string, body: string, asOf: string | null) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('x-as-of', asOf ?? 'now')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);

/** A file OSHA would reject is not handed out: every problem of that file is listed instead. */
const refuse = (reply: FastifyReply, problems: ItaProblem[]) =>
  reply
    .code(422)
    .type('application/problem+json')
    .send({
      ...problemBody(
        422,
        'ITA file not ready',
        `${problems.length} problem(s) must be fixed before OSHA would accept the file.`,
        problems.map((p) => ({ field: p.field, reason: `${p.label}: ${p.reason}` })),
      ),
      problems,
    });

export const oshaItaQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const consistent = waitForConsistency(
    deps.tracker,
    ['incidents', 'osha-cases', 'osha-forms', 'establishments'],
    deps.consistencyWaitMs,
  );

  app.get(
    routePattern(itaRoutes.form301, ':incidentId'),
    {
      config: { access: 'officer' },
      preHandler: consistent,
      schema: {
        tags: ['recordkeeping'],
        summary:
          "OSHA Form 301 of a recordable case, with the employee's name even for a privacy case (safety officers and admins); " +
          "as of the end of a day in its establishment's time zone when asOf is given",
        params: Form301Params,
        querystring: Form301Query,
        response: { 200: Form301 },
      },
    },
    async (request) => {
      const asOf = request.query.asOf ?? null;
      const form = await form301Of(deps.pool, request.params.incidentId, deps.site.timeZone, asOf);
      if (!form)
        throw new HttpProblem(
          404,
          'Form 301 not found',
          asOf
            ? `No recordable case was decided for this incident by the end of ${asOf}.`
            : 'No recordable case is decided for this incident.',
        );
      return form;
    },
  );

  app.get(
    itaRoutes.paths.problems,
    {
      config: { access: 'admin' },
      preHandler: consistent,
      schema: {
        tags: ['recordkeeping'],
        summary:
          "What OSHA's ITA would reject in the year's files, each with where to fix it (admins); as the records stood at the end of asOf when given (header X-As-Of)",
        querystring: ItaYearQuery,
        response: { 200: ItaProblems },
      },
    },
    async (request) => {
      const { year } = request.query;
      const asOf = request.query.asOf ?? null;
      const files = await itaFiles(deps, year, asOf);
      return {
        year,
        asOf,
        establishments: files.summaries.length,
        cases: files.cases.length,
        problems: files.problems,
      };
    },
  );

  app.get(
    itaRoutes.paths.summaryCsv,
    {
      config: { access: 'admin' },
      preHandler: consistent,
      schema: {
        tags: ['recordkeeping'],
        summary:
          "OSHA ITA establishment and 300A summary CSV, one row per establishment; 422 listing every problem OSHA's checks would find (admins); as the records stood at the end of asOf when given (header X-As-Of)",
        querystring: ItaYearQuery,
      },
    },
    async (request, reply) => {
      const { year } = request.query;
      const asOf = request.query.asOf ?? null;
      const files = await itaFiles(deps, year, asOf);
      const problems = files.problems.filter((p) => p.kind === 'establishment');
      if (problems.length > 0) return refuse(reply, problems);
      const name = `ita-summary-${year}${asOf ? `-as-of-${asOf}` : ''}.csv`;
      return sendCsv(reply, name, csv(itaSummaryColumns, files.summaries), asOf);
    },
  );

  app.get(
    itaRoutes.paths.casesCsv,
    {
      config: { access: 'admin' },
      preHandler: consistent,
      schema: {
        tags: ['recordkeeping'],
        summary:
          "OSHA ITA 300/301 case data CSV, one row per recordable case, no names; 422 listing every problem OSHA's checks would find (admins); as the records stood at the end of asOf when given (header X-As-Of)",
        querystring: ItaYearQuery,
      },
    },
    async (request, reply) => {
      const { year } = request.query;
      const asOf = request.query.asOf ?? null;
      const files = await itaFiles(deps, year, asOf);
      const problems = files.problems.filter((p) => p.kind === 'case');
      if (problems.length > 0) return refuse(reply, problems);
      const name = `ita-cases-${year}${asOf ? `-as-of-${asOf}` : ''}.csv`;
      return sendCsv(reply, name, csv(itaCaseColumns, files.cases), asOf);
    },
  );
};
