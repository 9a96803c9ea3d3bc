import {
  DocumentPage,
  IncidentSummary,
  ListDocumentsQuery,
  ListIncidentsQuery,
  ReportIncidentBody,
} from '@hs/contracts';
import { formatReportNumber } from '@hs/domain';
import { inTransaction } from '@hs/infra/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { listDocuments } from '@hs/read-models/documents/queries';
import { WHOLE, listIncidents } from '@hs/read-models/incidents/queries';
import { benchPeople } from './lib/fixtures.ts';

export const baselineRoutes = {
  incidents: '/bench/baseline/incidents',
  documents: '/bench/baseline/documents',
} as const;

/** Whose signatures the baseline documents page shows (the real route takes it from the session). */
export const BENCH_USER_HEADER = 'x-bench-user-id';

/**
 * What a plain CRUD application would do, served by the same Fastify instance as the real API:
 * validate the same body with the same zod schema and store it in one transaction that takes its
 * report number from a per-year counter row, as the real API does (numbers without gaps), then
 * INSERTs the row; read with the
 * very SELECT of the query API, without session or consistency check (outside /api, so no access
 * rule applies). Registered only by the bench's server (bench/server.ts), never by the application.
 */
export const baselinePlugin: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_crud_report_counters (
    year int PRIMARY KEY, last_number bigint NOT NULL)`);
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_crud_incidents (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    report_number text NOT NULL UNIQUE,
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
      const year = new Date().getUTCFullYear();
      const row = await inTransaction(pool, async (client) => {
        const { rows: counter } = await client.query<{ n: string }>({
          name: 'bench_crud_take_number',
          text: `INSERT INTO bench_crud_report_counters (year, last_number) VALUES ($1, 1)
                 ON CONFLICT (year) DO UPDATE SET last_number = bench_crud_report_counters.last_number + 1
                 RETURNING last_number::text AS n`,
          values: [year],
        });
        const reportNumber = formatReportNumber(year, Number(counter[0]!.n));
        const { rows } = await client.query<{ id: string }>({
          name: 'bench_crud_insert',
          text: `INSERT INTO bench_crud_incidents (report_number, type, severity, location, date, employee_name, detail)
                 VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          values: [
            reportNumber,
            body.type,
            body.severity,
            body.location,
            body.date,
            benchPeople.employeeName,
            JSON.stringify(body),
          ],
        });
        return { id: rows[0]!.id, reportNumber };
      });
      return reply.code(201).send(row);
    },
  );

  app.get(
    baselineRoutes.incidents,
    {
      schema: { hide: true, querystring: ListIncidentsQuery, response: { 200: z.array(IncidentSummary) } },
    },
    // The bench's days are UTC days.
    async (request) => (await listIncidents(pool, { ...request.query, timeZone: 'UTC' }, WHOLE)).items,
  );

  app.get(
    baselineRoutes.documents,
    { schema: { hide: true, querystring: ListDocumentsQuery, response: { 200: DocumentPage } } },
    async (request) => listDocuments(pool, String(request.headers[BENCH_USER_HEADER]), request.query),
  );
};
