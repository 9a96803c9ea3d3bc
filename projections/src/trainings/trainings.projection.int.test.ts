import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresEventStore, type LogPosition, type StoredEvent } from '@hs/infra/event-store';
import { ensureProjection } from '@hs/infra/projections';
import { createTestDatabase, createTestPool, testMetadata } from '@hs/tests';
import { trainingsProjection } from './trainings.projection.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createTestPool(db.url, 2);
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const store = new PostgresEventStore(pool);
  const readLog = (c: pg.ClientBase, after: LogPosition, limit: number) => store.readAllWith(c, after, limit);
  await ensureProjection(client, trainingsProjection, readLog, () => {});
});
afterAll(async () => {
  await client.end();
  await pool.end();
  await db.drop();
});

const trainingId = randomUUID();
const event = (streamVersion: number, type: string, data: object): StoredEvent => ({
  streamId: `training-${trainingId}`,
  streamVersion,
  eventId: randomUUID(),
  type,
  schemaVersion: 1,
  data,
  metadata: testMetadata(type),
  recordedAt: '2026-11-20T09:00:00.000Z',
  position: { tx: 1n, gp: BigInt(streamVersion) },
  hash: Buffer.alloc(32),
  prevHash: Buffer.alloc(32),
});

it('counts an enrolment met twice in one batch once, and keeps the completion beside it', async () => {
  const userId = randomUUID();
  const created = event(1, 'TrainingCreated', {
    trainingId,
    title: 'Ladders',
    description: 'Safe use',
    type: 'online',
    date: null,
    time: null,
    location: null,
    duration: '1 hour',
    maxAttendees: null,
    createdAt: '2026-11-20T09:00:00.000Z',
  });
  const enrolled = event(2, 'TrainingEnrollmentAccepted', {
    userId,
    userName: 'Ann Lee',
    enrolledBy: userId,
    enrolledAt: '2026-11-20T09:01:00.000Z',
  });
  const completed = event(3, 'TrainingCompleted', {
    userId,
    completedOn: '2026-11-20',
    recordedBy: userId,
    recordedAt: '2026-11-20T10:00:00.000Z',
  });
  await client.query('BEGIN');
  await trainingsProjection.apply(client, [created, enrolled, enrolled, completed]);
  await client.query('COMMIT');
  const { rows } = await pool.query(
    `SELECT t.enrolled_count, t.version, e.user_name, e.completed_on::text
       FROM trainings t JOIN training_enrolments e ON e.training_id = t.id WHERE t.id = $1`,
    [trainingId],
  );
  expect(rows).toEqual([
    { enrolled_count: 1, version: '3', user_name: 'Ann Lee', completed_on: '2026-11-20' },
  ]);
});
