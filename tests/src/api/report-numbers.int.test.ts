import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReportNumber } from '@hs/domain';
import { ConcurrencyError, PostgresEventStore, comparePositions, parsePosition } from '@hs/infra/event-store';
import { migrate } from '@hs/infra/db';
import { reportNumberCounter } from '../../../command-api/src/incidents/report-numbers.ts';
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

const newIncident = () => `incident-${crypto.randomUUID()}`;

/** A numbered append straight to the store, one event carrying the number; `refuse` as a decider may. */
const numbered = (streamId: string, refuse = false) =>
  owner.store.appendNumbered(
    reportNumberCounter(year),
    (sequence) => {
      if (refuse) throw new Error('refused');
      const reportNumber = formatReportNumber(year, sequence);
      return [{ streamId, expected: 0, events: [{ type: 'Occupied', data: { reportNumber } }] }];
    },
    testMetadata('Test'),
  );

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
    await expect(numbered(taken)).rejects.toBeInstanceOf(ConcurrencyError);
    // A refusal while the events are made (a decider's) gives the number back too.
    await expect(numbered(newIncident(), true)).rejects.toThrow('refused');
    expect((await submit(owner, cookie)).sequence).toBe(last + 1);
  });

  it('taken by reports that arrive together go out in their order, in one commit after the first', async () => {
    const streams = Array.from({ length: 12 }, newIncident);
    const submitted = await Promise.all(streams.map((stream) => numbered(stream)));
    const start = submitted[0]!.number;
    expect(submitted.map((s) => s.number)).toEqual(consecutive(start, 12));
    const recorded = await Promise.all(streams.map((stream) => owner.store.readStream(stream)));
    expect(recorded.map(([event]) => event?.data)).toEqual(
      submitted.map((s) => ({ reportNumber: formatReportNumber(year, s.number) })),
    );
    // The first went alone at once; the rest waited for it and then shared one transaction.
    const transactions = new Set(submitted.map((s) => s.results[0]!.position.tx));
    expect(transactions.size).toBe(2);
  });

  it('are neither lost nor gapped when one report of those arriving together fails', async () => {
    const taken = `incident-${crypto.randomUUID()}`;
    await owner.store.append(taken, 0, [{ type: 'Occupied', data: {} }], testMetadata('Test'));
    // The fourth appends to a stream that exists, the seventh is refused.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => numbered(i === 3 ? taken : newIncident(), i === 6)),
    );
    const reasonOf = (i: number) => (outcomes[i] as PromiseRejectedResult).reason as unknown;
    expect(reasonOf(3)).toBeInstanceOf(ConcurrencyError);
    expect(reasonOf(6)).toEqual(new Error('refused'));
    const numbers = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.number] : []));
    expect(numbers).toEqual(consecutive(numbers[0]!, 8));
    expect((await numbered(newIncident())).number).toBe(numbers[0]! + 8);
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
        const take = (year: number) => reportNumberCounter(year).take(client, 1);
        expect(await take(2026)).toBe(22);
        expect(await take(2025)).toBe(8);
        expect(await take(2027)).toBe(1);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
      await db.drop();
    }
  });
});
