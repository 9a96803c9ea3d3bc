/**
 * The Kafka broker dies under the running app (`npm start`'s script, PROJECTION_SOURCE=kafka, a
 * broker of its own in its own folder) while employees report incidents and read each one back
 * with its consistency token. The broker is SIGKILLed, stays away, and is started again on the same
 * folder and port. Writes go to PostgreSQL and must keep succeeding; the Kafka-fed read models
 * stand still, so /readyz must turn 503 once they are further behind than READY_MAX_LAG_S, a
 * read-back must answer 503 "Saved, not shown yet" (never 404), and after the broker returns the
 * read side must catch up by itself, with no acknowledged report lost and none made twice.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSISTENCY_HEADER } from '@hs/contracts';
import {
  canLaunchMavenKafka,
  kafkaRequired,
  startMavenKafka,
  type MavenKafka,
} from '../support/kafka-broker.ts';
import { signIn } from '../support/process-tree.ts';
import { postReport } from '../support/report-over-http.ts';
import { databaseUrlOf, startRunningApp, type RunningApp } from '../support/running-app.ts';

const WRITERS = 20;
const READY_MAX_LAG_S = 4;
/** Load before the kill, and how long the broker stays dead before it is started again. */
const LOAD_BEFORE_MS = 5_000;
const BROKER_DEAD_MS = 12_000;
/** Load after the app is ready again. */
const LOAD_AFTER_MS = 3_000;
/** The longest the test waits, once the broker runs again, for the app to be ready. */
const RECOVERY_LIMIT_MS = 60_000;
/** A writer's pause between reports: bounds the count while the read side is healthy. */
const PAUSE_MS = 250;

const canRun = await canLaunchMavenKafka();
if (!canRun) {
  const reason =
    'the broker-killed test needs Java 17 and Maven to run a broker of its own (infra/kafka/kafka.sh)';
  if (kafkaRequired()) throw new Error(`Kafka tests are required (REQUIRE_KAFKA=1), but ${reason}`);
  console.log(`[kafka] broker-killed test skipped: ${reason}`);
}

type ReadinessDetails = {
  projections: { name: string; state: string }[];
  lag: { projection: string; eventsBehind: number; secondsBehind: number }[];
};
type Answer = { at: number; status: number | 'no answer'; problem: boolean; title?: string };
type Ack = { id: string; reportNumber: string; token: string; at: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const countBy = (answers: readonly { status: number | string }[]) =>
  answers.reduce<Record<string, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

describe.skipIf(!canRun)('the Kafka broker is killed while the projections are fed from it', () => {
  const runId = randomBytes(4).toString('hex');
  let broker: MavenKafka;
  let app: RunningApp;
  let employee: string;
  let admin: string;

  beforeAll(async () => {
    broker = await startMavenKafka();
    app = await startRunningApp({
      env: {
        KAFKA_BROKERS: broker.brokers,
        KAFKA_TOPIC: `killed-${randomUUID()}`,
        KAFKA_GROUP_ID: `killed-${randomUUID()}`,
        KAFKA_SESSION_TIMEOUT_MS: '6000',
        PROJECTION_SOURCE: 'kafka',
        READY_MAX_LAG_S: String(READY_MAX_LAG_S),
        LOG_LEVEL: 'warn',
      },
    });
    employee = await signIn(app.baseUrl, 'employee');
    admin = await signIn(app.baseUrl, 'admin');
    // The app answers before its consumer has joined the group: the load starts once it has.
    const deadline = Date.now() + 90_000;
    while ((await incidentsProjectionState()) !== 'running') {
      if (Date.now() > deadline) throw new Error(`the Kafka consumer did not start:\n${app.output()}`);
      await sleep(250);
    }
  });

  afterAll(async () => {
    await app?.stop();
    await broker?.remove();
  });

  /** Administrators' /readyz: the projections' states and lag. */
  const readinessDetails = async () =>
    (await (await fetch(`${app.baseUrl}/readyz`, { headers: { cookie: admin } })).json()) as ReadinessDetails;
  const incidentsProjectionState = async () =>
    (await readinessDetails()).projections?.find((p) => p.name === 'incidents')?.state;

  const answerOf = async (
    at: number,
    response: Response,
  ): Promise<Answer & { body: Record<string, string> }> => {
    const problem = (response.headers.get('content-type') ?? '').startsWith('application/problem+json');
    const body = (await response.json()) as Record<string, string>;
    return { at, status: response.status, problem, title: problem ? body.title : undefined, body };
  };

  const readBack = async (ack: Ack): Promise<Answer> => {
    const at = Date.now();
    const response = await fetch(`${app.baseUrl}/api/incidents/${ack.id}`, {
      headers: { cookie: employee, [CONSISTENCY_HEADER]: ack.token },
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (!response) return { at, status: 'no answer', problem: false };
    const { body: _, ...answer } = await answerOf(at, response);
    return answer;
  };

  it('keeps taking reports, says the read side is behind, and catches up when the broker returns', async () => {
    const writes: Answer[] = [];
    const reads: Answer[] = [];
    const acks: Ack[] = [];
    const readiness: { at: number; status: number; state?: string; secondsBehind?: number }[] = [];
    let stop = false;
    let reportsStarted = 0;

    /** One employee: reports, opens the report just made, pauses; retries a failure with the same key. */
    const writer = async () => {
      for (let report = reportsStarted++; !stop; await sleep(PAUSE_MS)) {
        const at = Date.now();
        const key = `brokerkill-${runId}-${report}`;
        const response = await postReport(app.baseUrl, employee, key, `Broker bay ${runId} ${report}`).catch(
          () => null,
        );
        if (!response) {
          writes.push({ at, status: 'no answer', problem: false });
          continue;
        }
        const { body, ...answer } = await answerOf(at, response);
        writes.push(answer);
        if (response.status !== 201) continue;
        const ack = { id: body.id!, reportNumber: body.reportNumber!, token: body.consistencyToken!, at };
        acks.push(ack);
        report = reportsStarted++;
        // As the page after "Report" does, with the consistency token of the write.
        reads.push(await readBack(ack));
      }
    };
    const watch = async () => {
      while (!stop) {
        const response = await fetch(`${app.baseUrl}/readyz`, {
          headers: { cookie: admin },
          signal: AbortSignal.timeout(5_000),
        });
        const details = (await response.json()) as ReadinessDetails;
        readiness.push({
          at: Date.now(),
          status: response.status,
          state: details.projections.find((p) => p.name === 'incidents')?.state,
          secondsBehind: details.lag.find((l) => l.projection === 'incidents')?.secondsBehind,
        });
        await sleep(200);
      }
    };
    const readyAfter = (since: number) => readiness.find((r) => r.at > since && r.status === 200)?.at;

    const running = [...Array.from({ length: WRITERS }, writer), watch()];
    await sleep(LOAD_BEFORE_MS);
    const readyBefore = readyAfter(0);
    const appPid = app.process.pid;

    const killed = Date.now();
    await broker.kill();
    await sleep(BROKER_DEAD_MS);
    const restarting = Date.now();
    await broker.start();
    const returned = Date.now();
    let ready: number | undefined;
    while (Date.now() - returned < RECOVERY_LIMIT_MS && (ready = readyAfter(returned)) === undefined)
      await sleep(100);
    await sleep(LOAD_AFTER_MS);
    stop = true;
    await Promise.all(running);

    // Every acknowledged report is in the log once, and the log holds no report made twice.
    const db = new pg.Client({ connectionString: await databaseUrlOf(app.dataDir) });
    await db.connect();
    const ids = acks.map((a) => a.id);
    const inLog = await db.query<{ stream_id: string; n: number }>(
      `SELECT stream_id, count(*)::int AS n FROM es_events WHERE stream_id = ANY($1) GROUP BY stream_id`,
      [ids.map((id) => `incident-${id}`)],
    );
    const made = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM es_events WHERE event_type = 'IncidentReported' AND data->>'location' LIKE $1`,
      [`Broker bay ${runId} %`],
    );
    const shown = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM incidents WHERE id = ANY($1)', [ids]))
        .rows[0]!.n;
    let inReadModel = await shown();
    for (const deadline = Date.now() + 30_000; inReadModel < ids.length && Date.now() < deadline;)
      inReadModel = await sleep(250).then(shown);
    await db.end();
    const lost = ids.length - inLog.rows.length;

    // The employees who got "not shown yet" during the outage see their reports now.
    const duringOutage = acks.filter((a) => a.at >= killed && a.at < returned);
    const readAgain = await Promise.all(duringOutage.slice(0, 50).map(readBack));

    const outageWrites = writes.filter((w) => w.at >= killed && w.at < (ready ?? Infinity));
    const outageReads = reads.filter((r) => r.at >= killed && r.at < returned);
    // Once behind for READY_MAX_LAG_S (plus a poll and a second's rounding), /readyz must say so.
    const surelyBehind = killed + (READY_MAX_LAG_S + 2) * 1000;
    const whileBehind = readiness.filter((r) => r.at >= surelyBehind && r.at < returned);
    console.log(
      `kafka broker killed: ${writes.length} requests, ${acks.length} acknowledged, ${lost} lost, ` +
        `${made.rows[0]!.n} reports in the log, ${inReadModel} in the read model; broker dead ` +
        `${((returned - killed) / 1000).toFixed(1)} s (restart took ${((returned - restarting) / 1000).toFixed(1)} s); ` +
        `read-backs before the kill ${JSON.stringify(countBy(reads.filter((r) => r.at < killed)))}; ` +
        `during the fault writes ${JSON.stringify(countBy(outageWrites))}, read-backs ${JSON.stringify(countBy(outageReads))}, ` +
        `incidents consumer ${[...new Set(readiness.filter((r) => r.at >= killed && r.at < returned).map((r) => r.state))].join('/')}, ` +
        `/readyz ${JSON.stringify(countBy(readiness.filter((r) => r.at >= killed && r.at < returned)))}; ` +
        `ready ${ready === undefined ? 'never' : `${ready - returned} ms`} after the broker returned`,
    );

    expect(readyBefore, 'ready before the kill').toBeDefined();
    expect(app.process.exitCode, 'the app ran throughout').toBeNull();
    expect(app.process.pid).toBe(appPid);
    // Writes never depend on the broker: only 201, or 503 problem+json, never a 500.
    expect(writes.filter((w) => w.status !== 201 && w.status !== 503)).toEqual([]);
    expect(writes.filter((w) => w.status === 503 && !w.problem)).toEqual([]);
    expect(outageWrites.filter((w) => w.status === 201).length).toBeGreaterThan(WRITERS);
    // A read-back is the report or "Saved, not shown yet", never 404.
    expect(reads.filter((r) => r.status !== 200 && r.status !== 503)).toEqual([]);
    expect(reads.filter((r) => r.status === 503 && r.title !== 'Saved, not shown yet')).toEqual([]);
    expect(outageReads.filter((r) => r.status === 503).length).toBeGreaterThan(0);
    // Readiness is honest: 503 while the read models stand still, 200 again without an app restart.
    expect(whileBehind.length).toBeGreaterThan(0);
    expect(whileBehind.filter((r) => r.status !== 503)).toEqual([]);
    // Administrators see why: the Kafka-fed model is behind, its consumer reconnecting.
    expect(Math.max(...whileBehind.map((r) => r.secondsBehind ?? 0))).toBeGreaterThan(READY_MAX_LAG_S);
    expect(readiness.some((r) => r.at >= killed && r.at < returned && r.state === 'retrying')).toBe(true);
    expect(ready, 'ready again after the broker returned').toBeDefined();
    expect(lost).toBe(0);
    expect(inLog.rows.every((r) => r.n === 1)).toBe(true);
    expect(new Set(acks.map((a) => a.reportNumber)).size).toBe(acks.length);
    expect(made.rows[0]!.n).toBe(acks.length);
    expect(inReadModel).toBe(acks.length);
    expect(readAgain.filter((r) => r.status !== 200)).toEqual([]);
    // The admin's details say the Kafka-fed incidents read model is caught up and consuming.
    const details = await readinessDetails();
    expect(details.lag.find((l) => l.projection === 'incidents')?.eventsBehind).toBe(0);
    expect(await incidentsProjectionState()).toBe('running');
    expect(app.output()).not.toContain('unhandled error');
  });
});
