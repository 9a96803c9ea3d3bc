import { performance } from 'node:perf_hooks';
import { encodeIncidentCursor, type ListIncidentsQuery } from '@hs/contracts';
import {
  EXACT_COUNT_LIMIT,
  incidentCountQuery,
  incidentFilters,
  incidentPageQuery,
} from '@hs/read-models/incidents/queries';
import { startAppServer, type AppServer } from '../lib/app-server.ts';
import { withClient, type BenchDatabase } from '../lib/database.ts';
import { ratioOf, reported, type BenchResult } from '../lib/results.ts';
import { quick } from '../lib/settings.ts';
import { quantiles } from '../lib/stats.ts';

const s = '11 growth of the incident list';

/** Read-model sizes; BENCH_GROWTH_SIZES=100000,1000000 picks others (the first is the reference). */
const sizes =
  process.env.BENCH_GROWTH_SIZES?.split(',').map(Number) ??
  (quick ? [10_000, 100_000] : [100_000, 1_000_000, 5_000_000]);
/** Requests per query and size, two at a time: bounded, and enough for a p99 of a few hundred. */
const requests = quick ? 200 : 600;
const warmup = quick ? 20 : 60;

/** What users search for: a word in about 4% of descriptions, like a piece of equipment. */
const SEARCH = 'forklift';
/** A whole report number: one match at every size, looked up on its unique index. */
const REPORT_NUMBER = 'ir-2000-001234';
/** Part of a report number, as typed from memory: a dozen matches per million rows, through the text. */
const PARTIAL_REPORT_NUMBER = '00123';
/** A word in one row of every 20,000 (below): few matches, far apart in the newest-first order. */
const RARE_WORD = 'asbestos';
/** The Pending Review tab: submitted and under-review, about 12% of the rows. */
const STATUSES = ['submitted', 'under-review'] as const;

/**
 * Rows `from`..`to` of the read model, as the incidents projection writes them: varied text for
 * the search, statuses in the proportions of an established site (most closed), three rows per
 * instant so equal creation times are common, each batch newer than the one before.
 */
const insertRows = `
  INSERT INTO incidents (id, report_number, type, severity, location, date, status, employee_name,
                         created_at, version, search_text)
  SELECT gen_random_uuid(), report, type, severity, location, created_at::date, status, employee,
         created_at, 1, lower(concat_ws(' ', report, description, location, employee))
    FROM generate_series($1::int, $2::int) n,
    LATERAL (SELECT
      'IR-' || (2000 + n / 1000000) || '-' || lpad((n % 1000000)::text, 6, '0') AS report,
      (ARRAY['near-miss','injury','equipment-failure','environmental','security','other'])[1 + n % 6] AS type,
      (ARRAY['Low','Medium','High','Critical'])[1 + (n / 7) % 4] AS severity,
      (ARRAY['Loading Dock', 'Warehouse', 'Assembly Line', 'Paint Shop', 'Boiler Room', 'Yard',
             'Office', 'Canteen', 'Lab', 'Parking'])[1 + n % 10] || ' ' || (1 + n % 37) AS location,
      CASE WHEN n % 20000 = 17 THEN 'Asbestos dust near ' ELSE '' END ||
      (ARRAY['Slipped on', 'Hand caught in', 'Near miss with', 'Spill from', 'Fault in', 'Fell from',
             'Smoke from', 'Damage to', 'Strain lifting'])[1 + n % 9] || ' ' ||
      (ARRAY['pallet', 'ladder', 'conveyor', 'press', 'drum', 'valve', 'trolley', 'hoist', 'cable',
             'scaffold', 'mixer', 'grinder', 'compressor', 'shelf', 'door', 'racking', 'crate', 'pump',
             'saw', 'drill', 'boiler', 'tank', 'forklift', 'van', 'hose'])[1 + (n / 9) % 25] AS description,
      (ARRAY['Alex','Sam','Jordan','Taylor','Morgan','Casey','Riley','Jamie','Drew','Quinn','Avery'])[1 + n % 11]
        || ' ' || (ARRAY['Smith','Khan','Garcia','Nguyen','Okafor','Rossi','Schmidt','Haddad','Silva',
                         'Kowalski','Tanaka','Murphy','Dubois'])[1 + (n / 11) % 13] AS employee,
      CASE WHEN n % 100 < 5 THEN 'submitted' WHEN n % 100 < 12 THEN 'under-review'
           WHEN n % 100 < 20 THEN 'investigating' WHEN n % 100 < 40 THEN 'resolved' ELSE 'closed' END AS status,
      '2019-01-01'::timestamptz + (n / 3) * interval '90 seconds' AS created_at) r`;

/** Adds rows up to `target`: secondary indexes are dropped and built again, as a bulk load is done. */
const growTo = async (url: string, from: number, target: number) => {
  await withClient(url, async (client) => {
    const { rows: indexes } = await client.query<{ name: string; ddl: string }>(
      `SELECT indexname AS name, indexdef AS ddl FROM pg_indexes
        WHERE schemaname = 'public' AND tablename = 'incidents' AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    for (let next = from + 1; next <= target; next += 500_000) {
      await client.query(insertRows, [next, Math.min(target, next + 499_999)]);
    }
    await client.query("SET maintenance_work_mem = '256MB'");
    for (const index of indexes) await client.query(index.ddl);
    await client.query('VACUUM (ANALYZE) incidents');
    await client.query('CHECKPOINT');
  });
};

type Probe = { name: string; query: Omit<ListIncidentsQuery, 'limit' | 'show'>; path: string };

/** The queries: the first page, the deep page 90% of the way down, two searches and a status tab. */
const probes = async (url: string, size: number): Promise<Probe[]> => {
  const deep = await withClient(url, (client) =>
    client.query<{ at: string; id: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id
         FROM incidents ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
      [Math.floor(size * 0.9)],
    ),
  );
  const cursor = { createdAt: deep.rows[0]!.at, id: deep.rows[0]!.id };
  return [
    { name: 'first page', query: {}, path: '' },
    { name: 'deep page (90%)', query: { cursor }, path: `&cursor=${encodeIncidentCursor(cursor)}` },
    { name: `search "${SEARCH}"`, query: { search: SEARCH }, path: `&search=${SEARCH}` },
    { name: 'search a report number', query: { search: REPORT_NUMBER }, path: `&search=${REPORT_NUMBER}` },
    {
      name: 'search part of a report number',
      query: { search: PARTIAL_REPORT_NUMBER },
      path: `&search=${PARTIAL_REPORT_NUMBER}`,
    },
    { name: `search a rare word "${RARE_WORD}"`, query: { search: RARE_WORD }, path: `&search=${RARE_WORD}` },
    {
      name: 'status Pending Review',
      query: { status: [...STATUSES] },
      path: `&status=${STATUSES.join(',')}`,
    },
  ];
};

/** Sends `count` GETs two at a time and returns each one's time in ms; any non-200 or empty page is an error. */
const timeRequests = async (server: AppServer, path: string, count: number): Promise<number[]> => {
  const times: number[] = [];
  let sent = 0;
  const worker = async () => {
    while (sent < count) {
      sent += 1;
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${path}`, { headers: server.headers });
      const rows = (await response.json()) as unknown[];
      times.push(performance.now() - started);
      if (response.status !== 200 || rows.length === 0) throw new Error(`GET ${path}: ${response.status}`);
    }
  };
  await Promise.all([worker(), worker()]);
  return times;
};

/** The plans of what the route runs, key lines only, for bench/README.md: the page, then the count. */
const explain = async (url: string, probe: Probe) =>
  withClient(url, async (client) => {
    const filters = incidentFilters(probe.query);
    const plan = async ({ text, values }: { text: string; values: unknown[] }) =>
      (
        await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${text}`,
          values,
        )
      ).rows.map((r) => r['QUERY PLAN']);
    const where = filters.conditions.length ? `WHERE ${filters.conditions.join(' AND ')}` : '';
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM incidents ${where}`,
      filters.values,
    );
    const estimate = rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
    const count =
      estimate > EXACT_COUNT_LIMIT
        ? [`count: the planner's estimate, ${Math.round(estimate)} rows`]
        : ['count: exact', ...(await plan(incidentCountQuery(filters)))];
    return [...(await plan(incidentPageQuery(filters, 20, probe.query.cursor))), ...count];
  });

/** One database per size, each with its own app server, so the sizes can be measured in turns. */
type Subject = { size: number; url: string; server: AppServer; probes: Probe[] };

const prepare = async (bench: BenchDatabase, size: number, index: number): Promise<Subject> => {
  const url = await bench.create(`hs_growth_${index}`);
  const server = await startAppServer(url, undefined);
  const started = performance.now();
  await growTo(url, 0, size);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${size.toLocaleString('en-US')} incidents in the read model (${seconds.toFixed(0)} s to add)`,
  );
  return { size, url, server, probes: await probes(url, size) };
};

/**
 * Scenario 11: GET /api/incidents?limit=20 at growing sizes of the read model, through the app.
 * The sizes are measured in turns (smallest to largest, then back) rather than one after the
 * other, so what else the machine runs meanwhile weighs on every size alike.
 */
export const scenarioGrowth = async (bench: BenchDatabase): Promise<BenchResult[]> => {
  const subjects: Subject[] = [];
  const results: BenchResult[] = [];
  try {
    for (const [index, size] of sizes.entries()) subjects.push(await prepare(bench, size, index));
    const times = new Map<string, number[]>();
    /** Each turn's own p99, in turn order: the repeats of the goal. */
    const turnP99s = new Map<string, number[]>();
    const key = (probe: string, size: number) => `${probe}@${size}`;
    for (const subject of subjects)
      for (const probe of subject.probes)
        await timeRequests(subject.server, `/api/incidents?limit=20${probe.path}`, warmup);
    const turns = [...subjects, ...[...subjects].reverse()];
    for (const subject of turns) {
      for (const probe of subject.probes) {
        const measured = await timeRequests(
          subject.server,
          `/api/incidents?limit=20${probe.path}`,
          requests / 2,
        );
        const k = key(probe.name, subject.size);
        times.set(k, [...(times.get(k) ?? []), ...measured]);
        turnP99s.set(k, [...(turnP99s.get(k) ?? []), quantiles(measured, [0.99])[0]!]);
      }
    }
    const p99s = new Map<string, number[]>();
    for (const subject of subjects) {
      for (const probe of subject.probes) {
        const [p50, p99] = quantiles(times.get(key(probe.name, subject.size))!, [0.5, 0.99]);
        p99s.set(probe.name, [...(p99s.get(probe.name) ?? []), p99!]);
        const size = subject.size.toLocaleString('en-US');
        console.log(`  ${probe.name} at ${size}: p50 ${p50!.toFixed(2)} ms, p99 ${p99!.toFixed(2)} ms`);
        if (process.env.BENCH_GROWTH_EXPLAIN === '1')
          console.log((await explain(subject.url, probe)).join('\n'));
        results.push(
          reported(s, `${probe.name} at ${size}: p99`, p99!, 'ms', {
            note: `p50 ${p50!.toFixed(2)} ms; ${requests} requests, 2 at a time, in two turns`,
          }),
        );
      }
    }
    const [first, last] = [sizes[0]!, sizes.at(-1)!];
    for (const [name, values] of p99s) {
      const ratio = ratioOf(values.at(-1)!, values[0]!);
      // Each turn measured every size once: the goal per turn says whether the turns agree.
      const largest = turnP99s.get(key(name, last))!;
      const reference = turnP99s.get(key(name, first))!;
      const metPerTurn = largest.filter((p99, turn) => (ratioOf(p99, reference[turn]!) ?? Infinity) <= 2);
      results.push({
        scenario: s,
        figure: `${name}: p99 at ${last.toLocaleString('en-US')} (baseline: at ${first.toLocaleString('en-US')})`,
        value: values.at(-1)!,
        unit: 'ms',
        baseline: values[0]!,
        ratio,
        goal: `<= 2x p99 at ${first.toLocaleString('en-US')}`,
        met: (ratio ?? Infinity) <= 2,
        repeats: { values: largest, met: metPerTurn.length },
        note: `p99 of each turn at ${last.toLocaleString('en-US')}: ${largest.map((v) => v.toFixed(1)).join(', ')} ms; at ${first.toLocaleString('en-US')}: ${reference.map((v) => v.toFixed(1)).join(', ')} ms`,
      });
    }
  } finally {
    for (const subject of subjects) await subject.server.stop();
    await bench.drop(...sizes.map((_, index) => `hs_growth_${index}`));
  }
  return results;
};
