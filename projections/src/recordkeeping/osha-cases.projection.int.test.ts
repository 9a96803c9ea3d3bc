import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDecision, recordkeepingStreamId, type RecordkeepingEvent } from '@hs/domain';
import { PostgresEventStore, type StoredEvent } from '@hs/infra/event-store';
import { applyNextBatch, ensureProjection, rebuildProjection } from '../runtime/index.ts';
import { createPool } from '@hs/infra/db';
import { createTestDatabase } from '@hs/tests';
import { oshaCasesProjection } from '@hs/read-models';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;
let client: pg.Client;
const readLog = (c: pg.ClientBase, after: Parameters<PostgresEventStore['readAll']>[0], limit: number) =>
  store.readAllWith(c, after, limit);
const metadata = {
  userId: null,
  userName: null,
  role: null,
  command: 'Test',
  correlationId: 'c',
  causationId: null,
  requestId: null,
  clientIp: null,
};
const incidentId = randomUUID();

const decision = caseDecision({ outcome: 'days-away', daysAway: 2, jobTitle: 'Welder', bodyPart: 'Hand' });

/** Decided, days updated, then reclassified as not recordable with a reason. */
const events: RecordkeepingEvent[] = [
  { decision, changed: ['recordable'], reason: null },
  { decision: { ...decision, daysAway: 5 }, changed: ['daysAway'], reason: null },
  {
    decision: { ...decision, recordable: false, outcome: null, caseType: null, daysAway: 0 },
    changed: ['recordable', 'outcome', 'caseType', 'daysAway'],
    reason: 'First aid only',
  },
].map((d, i) => ({
  type: 'RecordkeepingDecided',
  data: {
    incidentId,
    ...d,
    decidedBy: null,
    decidedByName: `Officer ${i}`,
    decidedAt: new Date(Date.UTC(2026, 10, 20 + i)).toISOString(),
  } as RecordkeepingEvent['data'],
}));

const catchUp = async () => {
  for (;;) {
    await client.query('BEGIN');
    const result = await applyNextBatch(client, oshaCasesProjection, oshaCasesProjection.name, readLog, 2);
    await client.query('COMMIT');
    if (result.count === 0) return;
  }
};

const snapshot = async () => ({
  cases: (await pool.query('SELECT * FROM osha_cases')).rows,
  history: (await pool.query('SELECT * FROM osha_case_history ORDER BY version')).rows,
});

const stored: StoredEvent[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool({
    url: db.url,
    max: 5,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 30000,
    applicationName: 'test',
  });
  store = new PostgresEventStore(pool);
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await ensureProjection(client, oshaCasesProjection, readLog, () => {});
  for (const [version, event] of events.entries())
    await store.append(recordkeepingStreamId(incidentId), version, [event], metadata);
  stored.push(...(await store.readStream(recordkeepingStreamId(incidentId))));
});
afterAll(async () => {
  await client?.end();
  await pool?.end();
  await db?.drop();
});

describe('osha-cases projection', () => {
  it('keeps the latest decision and every earlier one with its recorded time and reason', async () => {
    await catchUp();
    const { cases, history } = await snapshot();
    expect(cases).toEqual([
      expect.objectContaining({ incident_id: incidentId, version: '3', recordable: false, outcome: null }),
    ]);
    expect(history.map((h) => [h.version, h.decision.daysAway, h.reason, h.decided_by_name])).toEqual([
      ['1', 2, null, 'Officer 0'],
      ['2', 5, null, 'Officer 1'],
      ['3', 0, 'First aid only', 'Officer 2'],
    ]);
    expect(history.every((h) => h.recorded_at instanceof Date)).toBe(true);
  });

  it('replaying the log, or events arriving again out of order (an event bus), changes nothing', async () => {
    const before = await snapshot();
    await pool.query(`UPDATE es_checkpoints SET tx = '0', gp = 0 WHERE subscription_id = 'osha-cases'`);
    await catchUp();
    expect(await snapshot()).toEqual(before);
    await client.query('BEGIN');
    await oshaCasesProjection.apply(client, [...stored].reverse());
    await client.query('COMMIT');
    expect(await snapshot()).toEqual(before);
  });

  it('rebuilds beside the live tables and finds them equal', async () => {
    const result = await rebuildProjection(client, oshaCasesProjection, readLog, () => {});
    expect(result.matchedLive).toBe(true);
  });
});
