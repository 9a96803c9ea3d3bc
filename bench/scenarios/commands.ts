import { performance } from 'node:perf_hooks';
import { CONSISTENCY_HEADER, STALE_HEADER, routes } from '@hs/contracts';
import { baselineRoutes } from '../baseline.routes.ts';
import type { AppServer } from '../lib/app-server.ts';
import { reportBody } from '../lib/fixtures.ts';
import { settleDatabase } from '../lib/database.ts';
import { compareRoutes, loadRoute, phaseP99s } from '../lib/http.ts';
import { sleep } from '../lib/processes.ts';
import { ratioOf, reported, type BenchResult } from '../lib/results.ts';
import { settings } from '../lib/settings.ts';
import { quantiles } from '../lib/stats.ts';

/** POSTs a report and answers its id and consistency token. */
export const reportIncident = async (server: AppServer) => {
  const response = await fetch(`${server.baseUrl}${routes.incidents}`, {
    method: 'POST',
    headers: { ...server.headers, 'content-type': 'application/json' },
    body: JSON.stringify(reportBody),
  });
  if (response.status !== 201)
    throw new Error(`POST ${routes.incidents}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; consistencyToken: string };
};

/**
 * Read-your-writes as a user meets it (scenario 5): report, then open the new incident with the
 * token of the answer, until it is there and not marked stale. Runs in this process while
 * autocannon loads the server from another. Each probe then opens the incident once more, now
 * readable: what the same GET takes under the same load with nothing to wait for, so the report
 * shows how much of the time is the wait for the projection and how much the busy server.
 */
const probeReadYourWrites = async (server: AppServer, until: { stop: boolean }) => {
  const samples: number[] = [];
  const readableSamples: number[] = [];
  let staleAnswers = 0;
  let givenUp = 0;
  while (!until.stop) {
    const { id, consistencyToken } = await reportIncident(server);
    const open = async () => {
      const response = await fetch(`${server.baseUrl}${routes.incident(id)}`, {
        headers: { ...server.headers, [CONSISTENCY_HEADER]: consistencyToken },
      });
      await response.arrayBuffer();
      return response.status === 200 && response.headers.get(STALE_HEADER) !== 'true';
    };
    const t0 = performance.now();
    let readable = await open();
    while (!readable) {
      staleAnswers += 1;
      // Counted at 10 s rather than waited for: the figure is already far past its goal.
      if (performance.now() - t0 > 10_000) {
        givenUp += 1;
        break;
      }
      readable = await open();
    }
    samples.push(performance.now() - t0);
    if (!readable) continue;
    const t1 = performance.now();
    if (await open()) readableSamples.push(performance.now() - t1);
  }
  return { samples, readableSamples, staleAnswers, givenUp };
};

/** Read-your-writes probes (scenario 5) while autocannon runs the load of scenario 4 once more. */
const readYourWritesUnderLoad = async (server: AppServer) => {
  const until = { stop: false };
  const probe = sleep(settings.httpWarmupSeconds * 1000 + 500).then(() => probeReadYourWrites(server, until));
  const load = await loadRoute(server, { method: 'POST', path: routes.incidents, body: reportBody }).finally(
    () => (until.stop = true),
  );
  return { ...(await probe), load };
};

/**
 * Scenarios 4 and 5: the command round trip beside a CRUD baseline, and read-your-writes under the
 * same load. Scenario 5 has a load phase of its own: its probes (a report and a read in this
 * process, some 9% of a core) ran only beside our route, not beside the baseline, which made
 * scenario 4's comparison unequal. Scenario 4 compares in the order ours, baseline, baseline, ours
 * (`compareRoutes`), each phase on a settled database.
 */
export const scenarioCommands = async (server: AppServer, databaseUrl: string): Promise<BenchResult[]> => {
  const compared = await compareRoutes(
    server,
    { method: 'POST', path: routes.incidents, body: reportBody },
    { method: 'POST', path: baselineRoutes.incidents, body: reportBody },
    () => settleDatabase(databaseUrl),
  );
  const { ours, baseline } = compared;
  await settleDatabase(databaseUrl);
  const { samples, readableSamples, staleAnswers, givenUp, load } = await readYourWritesUnderLoad(server);
  const s4 = '4 POST /api/incidents 50 conn';
  const s5 = '5 read-your-writes under load 4';
  // Each sample set sorted once for both of its figures.
  const [p50 = null, p99 = null] = quantiles(samples, [0.5, 0.99]);
  const [readableP50 = null, readableP99 = null] = quantiles(readableSamples, [0.5, 0.99]);
  return [
    {
      scenario: s4,
      figure: 'requests/s (baseline: validate + counter row + INSERT, 1 transaction)',
      value: ours.requestsPerSecond,
      unit: 'req/s',
      baseline: baseline.requestsPerSecond,
      ratio: ratioOf(ours.requestsPerSecond, baseline.requestsPerSecond),
      goal: '>= 0.6x baseline',
      met: (ratioOf(ours.requestsPerSecond, baseline.requestsPerSecond) ?? 0) >= 0.6,
      // As scenario 1 names its group commit: the two routes do not commit alike.
      note: `${server.signInNote}; ours: reports waiting on the year's counter row share one transaction, each answered after its COMMIT; the baseline commits each alone`,
    },
    reported(s4, 'p50 latency (baseline: validate + counter row + INSERT, 1 transaction)', ours.p50Ms, 'ms', {
      baseline: baseline.p50Ms,
      ratio: ratioOf(ours.p50Ms, baseline.p50Ms),
    }),
    {
      scenario: s4,
      figure: 'p99 latency (baseline: validate + counter row + INSERT, 1 transaction)',
      value: ours.p99Ms,
      unit: 'ms',
      baseline: baseline.p99Ms,
      ratio: ratioOf(ours.p99Ms, baseline.p99Ms),
      goal: '<= 1.5x baseline',
      met: (ratioOf(ours.p99Ms, baseline.p99Ms) ?? Infinity) <= 1.5,
      note: phaseP99s(compared),
    },
    reported(s5, 'response to readable: p50 (baseline: the same GET again, once readable)', p50, 'ms', {
      baseline: readableP50,
      ratio: ratioOf(p50, readableP50),
      note: `${samples.length} report-then-read probes beside ${Math.round(load.requestsPerSecond)} POST/s; ${staleAnswers} stale or missing answers repeated; ${givenUp} probes not readable within 10 s`,
    }),
    {
      scenario: s5,
      figure: 'response to readable: p99 (baseline: the same GET again, once readable)',
      value: p99,
      unit: 'ms',
      baseline: readableP99,
      ratio: ratioOf(p99, readableP99),
      goal: '< 50 ms',
      met: p99 !== null && p99 < 50,
    },
  ];
};
