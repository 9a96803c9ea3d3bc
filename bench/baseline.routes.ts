import {
  DocumentPage,
  IncidentSummary,
  ListDocumentsQuery,
  ListIncidentsQuery,
  ReportIncidentBody,
} from '@hs/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { listDocuments } from '../query-api/src/read-models/documents.read-model.ts';
import { WHOLE, listIncidents } from '../query-api/src/read-models/incidents.read-model.ts';

export const baselineRoutes = {
  incidents: '/bench/baseline/incidents',
  documents: '/bench/baseline/documents',
} as const;

/** Whose signatures the baseline documents page shows (the real route takes it from the session). */
export const BENCH_USER_HEADER = 'x-bench-user-id';

/**
 * What a plain CRUD application would do, served by the same Fastify instance as the real API:
 * validate the same body with the same zod schema and store it with one INSERT; read with the
 * very SELECT of the query API, without session or consistency check (outside /api, so no access
 * rule applies). Registered only by the bench's server (bench/server.ts), never by the application.
 */
export const baselinePlugin: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  await pool.query(`CREATE SEQUENCE IF NOT EXISTS bench_crud_report_seq`);
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_crud_incidents (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    report_number text NOT NULL UNIQUE
      DEFAULT 'IR-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('bench_crud_report_seq')::text, 6, '0'),
    type text NOT NULL, severity text NOT NULL, location text NOT NULL, date date NOT NULL,
    status text NOT NULL DEFAULT 'submitted', employee_name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(), detail jsonb NOT NULL)`);

  app.post(
    baselineRoutes.incidents,
    {
      schema: {
        hide: true,
        body: ReportIncidentBody,
        response: { 201: z.object({ id: z.uuid(), reportNumber: z.string() }) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { rows } = await pool.query<{ id: string; report_number: string }>({
        name: 'bench_crud_insert',
        text: `INSERT INTO bench_crud_incidents (type, severity, location, date, employee_name, detail)
               VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, report_number`,
        values: [body.type, body.severity, body.location, body.date, body.employeeName, JSON.stringify(body)],
      });
      return reply.code(201).send({ id: rows[0]!.id, reportNumber: rows[0]!.report_number });
    },
  );

  app.get(
    baselineRoutes.incidents,
    {
      schema: { hide: true, querystring: ListIncidentsQuery, response: { 200: z.array(IncidentSummary) } },
    },
    async (request) => (await listIncidents(pool, request.query, WHOLE)).items,
  );

  app.get(
    baselineRoutes.documents,
    { schema: { hide: true, querystring: ListDocumentsQuery, response: { 200: DocumentPage } } },
    async (request) => listDocuments(pool, String(request.headers[BENCH_USER_HEADER]), request.query),
  );
};
