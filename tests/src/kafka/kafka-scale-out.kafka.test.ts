import { randomBytes, randomUUID } from 'node:crypto';
import { Kafka } from 'kafkajs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PostgresEventStore, comparePositions, parsePosition, type LogPosition } from '@hs/infra/event-store';
import { parseBrokers } from '@hs/scale-out/kafka';
import { createPool } from '@hs/infra/db';
import { Keyring, PersonalDataStore } from '@hs/infra/personal-data';
import { personalData } from '@hs/domain';
import { allProjections } from '@hs/projections';
import { freePort } from '../support/running-app.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { testMetadata } from '../../../infra/src/event-store/event-store.contract.ts';
import { reportIncident, sessionCookie } from './support/commands.ts';
import { healthy, startChild, type Child } from './support/processes.ts';
import { PROBE_EVENT, probeProjection, probeStream } from './support/probe-projection.ts';
import { checkpointOf, expectEqualToRebuild, until } from './support/read-models.ts';

const brokers = inject('kafkaBrokers');
if (!brokers) console.log(`[kafka] scale-out test skipped: ${inject('kafkaSkipReason')}`);

const INCIDENTS = 250; // one stream and one event each, through the command API
const PROBE_STREAMS = 250; // 19 events each, appended by 8 concurrent writers
const PROBE_EVENTS_PER_STREAM = 19;
const TOTAL_EVENTS = INCIDENTS + PROBE_STREAMS * PROBE_EVENTS_PER_STREAM; // 5,000 across 500 streams

describe.skipIf(!brokers)('two projection workers in one consumer group, fed through the relay', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  /** The master key of every process of this deployment, so the test opens what they sealed. */
  const dataKey = randomBytes(32);
  let commandApi: Child;
  let commandApiUrl: string;
  const workers: Child[] = [];
  const topic = `scale-out-${randomUUID()}`;
  const groupId = `workers-${randomUUID()}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool({
      url: db.url,
      max: 12,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 60_000,
      applicationName: 'test',
    });
    store = new PostgresEventStore(pool);
    const port = await freePort();
    commandApiUrl = `http://127.0.0.1:${port}`;
    const workerEnv = {
      DATABASE_URL: db.url,
      DATA_KEY: dataKey.toString('base64'),
      KAFKA_BROKERS: brokers,
      KAFKA_TOPIC: topic,
      KAFKA_GROUP_ID: groupId,
      KAFKA_PARTITIONS: '6',
      KAFKA_SESSION_TIMEOUT_MS: '6000',
      PROJECTION_SOURCE: 'kafka',
    };
    const started = await Promise.all([
      startChild(
        'command-api/src/server.ts',
        { DATABASE_URL: db.url, DATA_KEY: dataKey.toString('base64'), PORT: String(port), HOST: '127.0.0.1' },
        healthy(commandApiUrl),
      ),
      startChild('tests/src/kafka/support/test-worker.ts', workerEnv, (out) => out.includes('worker ready')),
      startChild('tests/src/kafka/support/test-worker.ts', workerEnv, (out) => out.includes('worker ready')),
    ]);
    commandApi = started[0];
    workers.push(started[1], started[2]);
  });

  afterAll(async () => {
    await Promise.all([commandApi?.kill(), ...workers.map((w) => w.kill())]);
    await pool?.end();
    await db?.drop();
  });

  it('after 5,000 events across 500 streams, with one worker killed mid-way, the read models equal a rebuild from the log', async () => {
    const admin = new Kafka({ brokers: parseBrokers(brokers), clientId: 'test-admin', logLevel: 0 }).admin();
    await admin.connect();
    const members = async () => (await admin.describeGroups([groupId])).groups[0]?.members.length ?? 0;
    await until('both workers are members of the group', async () => (await members()) === 2, 60_000);

    const cookie = await sessionCookie(pool);
    const probeApplied = async () =>
      Number(
        (await pool.query<{ n: string }>('SELECT coalesce(sum(applied), 0) AS n FROM kafka_probe')).rows[0]!
          .n,
      );
    let last: LogPosition = { tx: 0n, gp: 0n };
    const keepLast = (position: LogPosition) => {
      if (comparePositions(position, last) > 0) last = position;
    };

    // Commands through the command API, 10 at a time.
    const incidentIds: string[] = [];
    for (let i = 0; i < INCIDENTS; i += 10) {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => reportIncident(commandApiUrl, cookie)),
      );
      for (const r of results) {
        incidentIds.push(r.id);
        keepLast(parsePosition(r.consistencyToken));
      }
    }

    // Many events per stream from 8 concurrent writers; one worker is killed half-way through.
    const streams = Array.from({ length: PROBE_STREAMS }, () => probeStream(randomUUID()));
    let killedAt = -1;
    let killedTime = 0;
    const killer = (async () => {
      await until('half the probe events are applied', async () => (await probeApplied()) >= 2000, 120_000);
      killedAt = await probeApplied();
      killedTime = Date.now();
      workers[0]!.process.kill('SIGKILL');
    })();
    for (let round = 0; round < PROBE_EVENTS_PER_STREAM; round++) {
      const writers = Array.from({ length: 8 }, (_, w) =>
        (async () => {
          for (let s = w; s < streams.length; s += 8) {
            const { position } = await store.append(
              streams[s]!,
              round,
              [{ type: PROBE_EVENT, data: { n: round + 1 } }],
              testMetadata('Probe'),
            );
            keepLast(position);
          }
        })(),
      );
      await Promise.all(writers);
      // Pace the writes so the kill lands while events are still flowing.
      if (killedAt < 0) await new Promise((r) => setTimeout(r, 150));
    }
    await killer;
    expect(killedAt).toBeLessThan(PROBE_STREAMS * PROBE_EVENTS_PER_STREAM);
    const written = await pool.query<{ events: string; streams: string }>(
      'SELECT count(*) AS events, count(DISTINCT stream_id) AS streams FROM es_events WHERE stream_id = ANY($1)',
      [[...incidentIds.map((id) => `incident-${id}`), ...streams]],
    );
    expect(written.rows[0]).toEqual({ events: String(TOTAL_EVENTS), streams: '500' });

    const survivorOutput = () => `survivor output:\n${workers[1]!.output().slice(-3000)}`;
    await until(
      'the surviving worker has applied everything and the read models passed the last write',
      async () => {
        const [incidents, probe] = [
          await checkpointOf(pool, 'incidents'),
          await checkpointOf(pool, 'kafka_probe'),
        ];
        return comparePositions(incidents, last) >= 0 && comparePositions(probe, last) >= 0;
      },
      150_000,
      survivorOutput,
    );
    console.log(
      `[kafka] worker 1 killed after ${killedAt} of ${PROBE_STREAMS * PROBE_EVENTS_PER_STREAM} probe events; ` +
        `the survivor caught up ${((Date.now() - killedTime) / 1000).toFixed(1)} s after the kill`,
    );
    expect(workers[0]!.process.signalCode).toBe('SIGKILL');
    expect(workers[1]!.process.exitCode).toBeNull();
    expect(await members()).toBe(1);
    await admin.disconnect();

    const incidents = await pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM incidents WHERE id = ANY($1)',
      [incidentIds],
    );
    expect(incidents.rows[0]!.n).toBe(String(INCIDENTS));
    const { rows } = await pool.query<{ version: string; applied: number }>(
      'SELECT version, applied FROM kafka_probe',
    );
    expect(rows).toHaveLength(PROBE_STREAMS);
    // Each of the 19 versions of every stream applied exactly once: none lost, none twice.
    for (const row of rows)
      expect(row).toEqual({ version: String(PROBE_EVENTS_PER_STREAM), applied: PROBE_EVENTS_PER_STREAM });

    // The rebuild reads the log as the processes do: the reports' personal data opened with their key.
    const opened = new PersonalDataStore(store, new Keyring(pool, dataKey), personalData);
    await expectEqualToRebuild(db.url, opened, [...allProjections, probeProjection]);
  });
});
