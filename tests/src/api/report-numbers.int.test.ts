import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReportNumber } from '@hs/domain';
import { ConcurrencyError, PostgresEventStore, comparePositions, parsePosition } from '@hs/infra/event-store';
import { migrate } from '@hs/infra/db';
import { takeReportNumber } from '../../../command-api/src/incidents/report-numbers.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { validReport } from '../support/incident-fixtures.ts';
import { createTestDatabase, createTestPool, testMetadata } from '../support/test-database.ts';

// An auditor checks completeness by the report numbers: every number of a year is there, in the
// order the reports came in, whichever process took them and across restarts.
let owner: TestApp;
beforeAll(async () => {
  owner = await startTestApp();
});
afterAll(async () => owner.close());

const year = new Date().getUTCFullYear();
const sequenceOf = (reportNumber: string) => {
  const match = /^IR-(\d{4})-(\d+)$/.exec(reportNumber);
  expect(match?.[1]).toBe(String(year));
  return Number(match![2]);
};

type Submitted = { sequence: number; token: string };
const submit = async (app: TestApp, cookie: string): Promise<Submitted> => {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/incidents',
    payload: validReport(),
    headers: { cookie },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<{ reportNumber: string; consistencyToken: string }>();
  return { sequence: sequenceOf(body.reportNumber), token: body.consistencyToken };
};

/** Another instance of the application on the owner's database, with a pool of its own. */
const instance = async () => {
  const app = await startTestApp({}, { sharedDatabase: { url: owner.url } });
  return { app, cookie: await app.signIn('employee') };
};

const consecutive = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('incident report numbers', () => {
  it('go on from the last one after a restart, with no gap', async () => {
    const first = await instance();
    const before = [await submit(first.app, first.cookie), await submit(first.app, first.cookie)];
    await first.app.close();
    const second = await instance();
    const after = [await submit(second.app, second.cookie), await submit(second.app, second.cookie)];
    await second.app.close();
    const numbers = [...before, ...after].map((s) => s.sequence);
    expect(numbers).toEqual(consecutive(numbers[0]!, 4));
  });

  it('from two processes at once are consecutive, unique and in the order of the log', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const start = (await submit(a.app, a.cookie)).sequence + 1;
    const submitted = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? submit(a.app, a.cookie) : submit(b.app, b.cookie))),
    );
    await Promise.all([a.app.close(), b.app.close()]);
    expect(submitted.map((s) => s.sequence).sort((x, y) => x - y)).toEqual(consecutive(start, 40));
    // Ordered by where their events are in the log, the numbers count up one by one.
    const inLogOrder = [...submitted].sort((x, y) =>
      comparePositions(parsePosition(x.token), parsePosition(y.token)),
    );
    expect(inLogOrder.map((s) => s.sequence)).toEqual(consecutive(start, 40));
  });

  it('are not used up by an append that fails', async () => {
    const cookie = await owner.signIn('employee');
    const last = (await submit(owner, cookie)).sequence;
    const taken = `incident-${crypto.randomUUID()}`;
    await owner.store.append(taken, 0, [{ type: 'Occupied', data: {} }], testMetadata('Test'));
    // The stream exists already: the append conflicts after the number was taken in its transaction.
    await expect(
      owner.store.appendWithTaken(
        (db) => takeReportNumber(db, year),
        (sequence) => [
          {
            streamId: taken,
            expected: 0,
            events: [{ type: 'Occupied', data: { reportNumber: formatReportNumber(year, sequence) } }],
          },
        ],
        testMetadata('Test'),
      ),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    // A refusal while the events are made (a decider's) gives the number back too.
    await expect(
      owner.store.appendWithTaken(
        (db) => takeReportNumber(db, year),
        () => {
          throw new Error('refused');
        },
        testMetadata('Test'),
      ),
    ).rejects.toThrow('refused');
    expect((await submit(owner, cookie)).sequence).toBe(last + 1);
  });
});

describe('the migration to counter rows', () => {
  it('goes on in each year from the highest number already recorded', async () => {
    const db = await createTestDatabase('023');
    const pool = createTestPool(db.url, 2);
    try {
      const store = new PostgresEventStore(pool);
      for (const reportNumber of ['IR-2025-000007', 'IR-2026-000021', 'IR-2026-000003']) {
        const stream = `incident-${crypto.randomUUID()}`;
        await store.append(
          stream,
          0,
          [{ type: 'IncidentReported', data: { reportNumber } }],
          testMetadata('Test'),
        );
      }
      await migrate(db.url);
      const client = await pool.connect();
      try {
        expect(await takeReportNumber(client, 2026)).toBe(22);
        expect(await takeReportNumber(client, 2025)).toBe(8);
        expect(await takeReportNumber(client, 2027)).toBe(1);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
      await db.drop();
    }
  });
});
