import { CONSISTENCY_HEADER, DocumentCategory } from '@hs/contracts';
import pg from 'pg';
import { BENCH_USER_HEADER, baselineRoutes } from '../baseline.routes.ts';
import type { AppServer } from '../lib/app-server.ts';
import { copyIncidentEvents } from '../lib/copy-events.ts';
import { compareRoutes } from '../lib/http.ts';
import { waitForProjections } from '../lib/projections.ts';
import { notRun, ratioOf, reported, type BenchResult } from '../lib/results.ts';
import { quick, settings } from '../lib/settings.ts';
import { reportIncident } from './commands.ts';

const count = async (client: pg.ClientBase, table: string): Promise<number | null> => {
  const { rows } = await client.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [
    table,
  ]);
  if (!rows[0]?.exists) return null;
  return Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
};

/**
 * Events the live projections take in while measured, whatever scenario 4 already left in the read
 * model (it often holds more than the target): the catch-up rate is always of events of its own.
 */
const catchUpEvents = quick ? 2_000 : 50_000;

/**
 * Fills the log with incident reports (COPY), at least `catchUpEvents` and enough to reach `target`,
 * and waits for the live projections to take them all in.
 */
const seedIncidents = async (client: pg.ClientBase, target: number) => {
  const present = (await count(client, 'incidents')) ?? 0;
  const seeded = Math.max(target - present, catchUpEvents);
  const started = Date.now();
  await copyIncidentEvents(client, seeded);
  await waitForProjections(client, 900_000);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `  seeded ${seeded} incidents through the log; projections caught up in ${seconds.toFixed(1)} s`,
  );
  return { seeded, seconds };
};

const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Uploads documents through the API until the read model holds `target` (the only way in that needs no knowledge of the documents' events). */
const seedDocuments = async (server: AppServer, client: pg.ClientBase, target: number) => {
  const present = (await count(client, 'documents')) ?? 0;
  const upload = async (i: number) => {
    const form = new FormData();
    form.set('name', `Bench document ${i}`);
    form.set('category', DocumentCategory.options[i % DocumentCategory.options.length]!);
    form.set('file', new Blob([tinyPdf], { type: 'application/pdf' }), `bench-${i}.pdf`);
    const response = await fetch(`${server.baseUrl}/api/documents`, {
      method: 'POST',
      headers: server.headers,
      body: form,
    });
    if (!response.ok) throw new Error(`POST /api/documents: ${response.status} ${await response.text()}`);
  };
  for (let next = present; next < target; next += 16) {
    await Promise.all(Array.from({ length: Math.min(16, target - next) }, (_, k) => upload(next + k)));
  }
  await waitForProjections(client, 900_000);
  return (await count(client, 'documents')) ?? target;
};

/** Scenario 6: the list query of the incidents page beside the bare SELECT. */
export const scenarioQueries = async (server: AppServer, databaseUrl: string): Promise<BenchResult[]> => {
  const s = '6 GET lists 50 conn';
  const results: BenchResult[] = [];
  const client = new pg.Client({ connectionString: databaseUrl, statement_timeout: 600_000 });
  await client.connect();
  try {
    const seeded = await seedIncidents(client, settings.incidentsInReadModel);
    // The frontend sends the highest token it holds: one from a report made before the run.
    const { consistencyToken } = await reportIncident(server);
    const path = '/api/incidents?limit=20';
    const { ours, baseline } = await compareRoutes(
      server,
      { method: 'GET', path, headers: { [CONSISTENCY_HEADER]: consistencyToken } },
      { method: 'GET', path: `${baselineRoutes.incidents}?limit=20` },
    );
    const incidents = await count(client, 'incidents');
    results.push(
      {
        scenario: s,
        figure: `incidents?limit=20: requests/s (baseline: same SELECT, no session/token)`,
        value: ours.requestsPerSecond,
        unit: 'req/s',
        baseline: baseline.requestsPerSecond,
        ratio: ratioOf(ours.requestsPerSecond, baseline.requestsPerSecond),
        goal: '>= 0.8x baseline',
        met: (ratioOf(ours.requestsPerSecond, baseline.requestsPerSecond) ?? 0) >= 0.8,
        note: `${incidents} incidents in the read model; ${server.signInNote}`,
      },
      reported(s, 'incidents?limit=20: p99 latency (baseline: same SELECT)', ours.p99Ms, 'ms', {
        baseline: baseline.p99Ms,
        ratio: ratioOf(ours.p99Ms, baseline.p99Ms),
      }),
      reported(
        s,
        'live projections taking in the seeded reports: events/s',
        seeded.seeded / seeded.seconds,
        'events/s',
        {
          note: `${seeded.seeded} IncidentReported events COPYed into the log, every live projection at the head after (COPY included) ${seeded.seconds.toFixed(1)} s`,
        },
      ),
    );
  } finally {
    await client.end();
  }
  return results;
};

/** Scenario 6, second half: the documents page query, once documents exist. */
export const scenarioDocumentQueries = async (
  server: AppServer,
  databaseUrl: string,
): Promise<BenchResult[]> => {
  const s = '6 GET lists 50 conn';
  const results: BenchResult[] = [];
  const client = new pg.Client({ connectionString: databaseUrl, statement_timeout: 600_000 });
  await client.connect();
  try {
    const { consistencyToken } = await reportIncident(server);
    const probe = await fetch(`${server.baseUrl}/api/documents`, { headers: server.headers });
    await probe.arrayBuffer();
    if (probe.status === 404) {
      results.push(
        notRun(
          s,
          'documents page query: requests/s',
          'req/s',
          '>= 0.8x baseline',
          'GET /api/documents and its read model do not exist yet',
        ),
      );
    } else {
      const documents = await seedDocuments(server, client, settings.documentsInReadModel);
      // The documents page as the frontend asks for it: first page, 4 per page, with the total.
      const page = '/api/documents?page=1';
      const { ours: docs, baseline: docsBaseline } = await compareRoutes(
        server,
        { method: 'GET', path: page, headers: { [CONSISTENCY_HEADER]: consistencyToken } },
        {
          method: 'GET',
          path: `${baselineRoutes.documents}?page=1`,
          headers: { [BENCH_USER_HEADER]: server.userId ?? '' },
        },
      );
      results.push(
        {
          scenario: s,
          figure: 'documents?page=1: requests/s (baseline: same SELECTs, no session/token)',
          value: docs.requestsPerSecond,
          unit: 'req/s',
          baseline: docsBaseline.requestsPerSecond,
          ratio: ratioOf(docs.requestsPerSecond, docsBaseline.requestsPerSecond),
          goal: '>= 0.8x baseline',
          met: (ratioOf(docs.requestsPerSecond, docsBaseline.requestsPerSecond) ?? 0) >= 0.8,
          note: `${documents} documents in the read model`,
        },
        reported(s, 'documents?page=1: p99 latency (baseline: same SELECTs)', docs.p99Ms, 'ms', {
          baseline: docsBaseline.p99Ms,
          ratio: ratioOf(docs.p99Ms, docsBaseline.p99Ms),
        }),
      );
    }
  } finally {
    await client.end();
  }
  return results;
};
