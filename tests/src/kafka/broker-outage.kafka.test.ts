import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, parsePosition, type LogPosition } from '@hs/infra/event-store';
import { allProjections } from '@hs/projections';
import {
  canLaunchMavenKafka,
  kafkaRequired,
  startMavenKafka,
  type MavenKafka,
} from '../support/kafka-broker.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { sessionCookie } from './support/commands.ts';
import { checkpointOf, expectEqualToRebuild, until } from './support/read-models.ts';

// This test stops and restarts a broker, so it needs one of its own: infra/kafka/kafka.sh.
const canRun = await canLaunchMavenKafka();
if (!canRun) {
  const reason =
    'the broker-outage test needs Java 17 and Maven to run a broker of its own (infra/kafka/kafka.sh)';
  if (kafkaRequired()) throw new Error(`Kafka tests are required (REQUIRE_KAFKA=1), but ${reason}`);
  console.log(`[kafka] broker-outage test skipped: ${reason}`);
}

describe.skipIf(!canRun)('the broker stops for 10 s while commands keep coming', () => {
  let broker: MavenKafka;
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    broker = await startMavenKafka();
    app = await startTestApp({
      KAFKA_BROKERS: broker.brokers,
      KAFKA_TOPIC: `outage-${randomUUID()}`,
      KAFKA_GROUP_ID: `outage-${randomUUID()}`,
      KAFKA_SESSION_TIMEOUT_MS: '6000',
      PROJECTION_SOURCE: 'kafka',
    });
    await app.projections.busFed?.started();
    cookie = await sessionCookie(app.pool);
  });

  afterAll(async () => {
    await app?.close();
    await broker?.remove();
  });

  const report = async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/incidents',
      headers: { cookie },
      payload: validReport(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; consistencyToken: string }>();
  };

  it('commands still succeed, the relay catches up when the broker returns, and nothing is lost', async () => {
    const ids: string[] = [];
    let last: LogPosition = { tx: 0n, gp: 0n };
    const write = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const { id, consistencyToken } = await report();
        ids.push(id);
        last = parsePosition(consistencyToken);
      }
    };
    const applied = async () => comparePositions(await checkpointOf(app.pool, 'incidents'), last) >= 0;

    await write(20);
    await until('the first reports reach the read model through Kafka', applied, 60_000);

    await broker.stop();
    const outageStarted = Date.now();
    let duringOutage = 0;
    while (Date.now() - outageStarted < 10_000) {
      await write(1);
      duringOutage += 1;
      await new Promise((r) => setTimeout(r, 50));
    }
    // Nothing could be published meanwhile: the relay's checkpoint is behind the last write.
    const relayBehind = app.projections.relay?.status.checkpoint;
    await broker.start();
    const restarted = Date.now();

    await write(20);
    await until('every report reaches the read model after the outage', applied, 120_000);
    console.log(
      `[kafka] ${duringOutage} reports accepted while the broker was down; ` +
        `all ${ids.length} applied ${((Date.now() - restarted) / 1000).toFixed(1)} s after it returned`,
    );
    expect(duringOutage).toBeGreaterThan(20);
    expect(comparePositions(parsePosition(relayBehind ?? '0:0'), last)).toBeLessThan(0);
    const { rows } = await app.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM incidents WHERE id = ANY($1)',
      [ids],
    );
    expect(Number(rows[0]!.n)).toBe(ids.length);
    await expectEqualToRebuild(app.url, app.store, [...allProjections]);
  });
});
