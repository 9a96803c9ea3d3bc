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
  formulaCellsOf,
  employeeDateCaseProblems,
  itaCaseColumns,
  itaCaseNumericColumns,
  itaCoverage,
  itaSummaryColumns,
  itaSummaryNumericColumns,
  summaryProblems,
  summaryRow,
  type ItaProblem,
} from '@hs/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitForConsistency } from '../consistency.ts';
import { csvText, sendCsv } from '../http/csv.ts';
import { form301Of, itaInputs } from '../read-models/osha-forms.read-model.ts';
import { recordAccess } from '../access-log/record-access.ts';
import type { QueryApiDeps } from '../deps.ts';

/**
 * Both files and every problem that would make OSHA refuse them, from one read. Only the
 * establishments that must submit, or that an admin added, are in a file (1904.41(a)); a case is in
 * the case file when its establishment is, and a case filed under none is a problem of its own.
 */
const itaFiles = async (deps: QueryApiDeps, year: number, asOf: string | null) => {
  const { establishments, cases } = await itaInputs(deps.pool, year, asOf, deps.site.timeZone);
  const coverage = establishments.map((e) => ({
    establishmentId: e.id,
    name: e.name,
    ...itaCoverage({ naicsCode: e.naicsCode, year, figures: e.figures, voluntary: e.voluntary }),
  }));
  const inCaseFile = new Set(coverage.filter((c) => c.cases.included).map((c) => c.establishmentId));
  const summaries = establishments
    .filter((_, n) => coverage[n]!.summary.included)
    .map((e) => ({ e, row: summaryRow(e, year) }));
  const caseRows = cases
    .filter((c) => c.establishmentId === null || inCaseFile.has(c.establishmentId))
    .map((c) => ({ c, row: caseRow(c, year) }));
  const problems: ItaProblem[] = [
    ...summaries.flatMap(({ e, row }) => summaryProblems(e, row)),
    ...caseRows.flatMap(({ c, row }) => caseProblems(c, row)),
    ...cases.flatMap(employeeDateCaseProblems),
  ];
  const formulaCells = [
    ...summaries.flatMap(({ e, row }) =>
      formulaCellsOf({ kind: 'establishment', id: e.id, label: e.name }, row, itaSummaryNumericColumns),
    ),
    ...caseRows.flatMap(({ c, row }) =>
      formulaCellsOf({ kind: 'case', id: c.incidentId, label: c.reportNumber }, row, itaCaseNumericColumns),
    ),
  ];
  return {
    summaries: summaries.map((s) => s.row),
    cases: caseRows.map((c) => c.row),
    problems,
    coverage,
    formulaCells,
  };
};

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

type ItaFiles = Awaited<ReturnType<typeof itaFiles>>;

/** One ITA CSV of a year, as the records stood at the end of asOf (header X-As-Of), or 422 with its problems. */
const sendItaFile = async (
  deps: QueryApiDeps,
  reply: FastifyReply,
  query: { year: number; asOf?: string | undefined },
  file: { kind: ItaProblem['kind']; stem: string; csv: (files: ItaFiles) => string },
) => {
  const asOf = query.asOf ?? null;
  const files = await itaFiles(deps, query.year, asOf);
  const problems = files.problems.filter((p) => p.kind === file.kind);
  if (problems.length > 0) return refuse(reply, problems);
  const name = `ita-${file.stem}-${query.year}${asOf ? `-as-of-${asOf}` : ''}.csv`;
  return sendCsv(reply.header('x-as-of', asOf ?? 'now'), name, file.csv(files));
};

export const oshaItaQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const consistent = waitForConsistency(
    deps.tracker,
    ['incidents', 'osha-cases', 'osha-forms', 'establishments', 'employees'],
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
          "OSHA Form 301 of a recordable case (safety officers and admins), a privacy case's without any part of the name; " +
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
      recordAccess(deps, request, 'form-301', request.params.incidentId);
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
          "What OSHA's ITA would reject in the year's files, each with where to fix it, who must submit and why, and the text cells a spreadsheet would run as formulas (admins); as the records stood at the end of asOf when given (header X-As-Of)",
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
        coverage: files.coverage,
        formulaCells: files.formulaCells,
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
          "OSHA ITA establishment and 300A summary CSV, one row per establishment that must submit (29 CFR 1904.41(a)) or was added voluntarily; 422 listing every problem OSHA's checks would find (admins); as the records stood at the end of asOf when given (header X-As-Of)",
        querystring: ItaYearQuery,
      },
    },
    async (request, reply) =>
      sendItaFile(deps, reply, request.query, {
        kind: 'establishment',
        stem: 'summary',
        csv: (files) => csvText(itaSummaryColumns, files.summaries, itaSummaryNumericColumns),
      }),
  );

  app.get(
    itaRoutes.paths.casesCsv,
    {
      config: { access: 'admin' },
      preHandler: consistent,
      schema: {
        tags: ['recordkeeping'],
        summary:
          "OSHA ITA 300/301 case data CSV, one row per recordable case of the establishments that must submit it (100+ at peak in Appendix B industries) or were added voluntarily, no names; 422 listing every problem OSHA's checks would find (admins); as the records stood at the end of asOf when given (header X-As-Of)",
        querystring: ItaYearQuery,
      },
    },
    async (request, reply) =>
      sendItaFile(deps, reply, request.query, {
        kind: 'case',
        stem: 'cases',
        csv: (files) => csvText(itaCaseColumns, files.cases, itaCaseNumericColumns),
      }),
  );
};
