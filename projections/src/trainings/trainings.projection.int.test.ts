import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { StoredEvent } from '@hs/infra/event-store';
import { testMetadata } from '@hs/tests';
import { useProjectionDatabase } from '@hs/tests/projection-harness';
import { trainingsProjection } from '@hs/read-models';

const harness = useProjectionDatabase(trainingsProjection, 1, async () => []);

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
  await harness.client.query('BEGIN');
  await trainingsProjection.apply(harness.client, [created, enrolled, enrolled, completed]);
  await harness.client.query('COMMIT');
  const { rows } = await harness.pool.query(
    `SELECT t.enrolled_count, t.version, e.user_name, e.completed_on::text
       FROM trainings t JOIN training_enrolments e ON e.training_id = t.id WHERE t.id = $1`,
    [trainingId],
  );
  expect(rows).toEqual([
    { enrolled_count: 1, version: '3', user_name: 'Ann Lee', completed_on: '2026-11-20' },
  ]);
});

it('leaves the same seats, line and counts whether a busy session comes in one batch or event by event', async () => {
  const [ann, ben, cleo] = [randomUUID(), randomUUID(), randomUUID()];
  const sessionEvents = (id: string): StoredEvent[] => {
    let version = 0;
    const next = (type: string, data: object): StoredEvent => ({
      ...event(0, type, data),
      streamId: `training-${id}`,
      streamVersion: (version += 1),
      position: { tx: 1n, gp: BigInt(version) },
    });
    const at = '2026-11-20T09:00:00.000Z';
    return [
      next('TrainingCreated', {
        trainingId: id,
        title: 'Confined spaces',
        description: 'Entry permits',
        type: 'inperson',
        date: '2026-12-01',
        time: '09:00',
        location: 'Hall B',
        duration: '3 hours',
        maxAttendees: 1,
        createdAt: at,
      }),
      next('TrainingEnrollmentAccepted', { userId: ann, userName: 'Ann', enrolledBy: ann, enrolledAt: at }),
      next('TrainingWaitlisted', { userId: ben, userName: 'Ben', waitlistedBy: ben, waitlistedAt: at }),
      next('TrainingWaitlisted', { userId: cleo, userName: 'Cleo', waitlistedBy: cleo, waitlistedAt: at }),
      next('TrainingRegistrationWithdrawn', {
        userId: ann,
        from: 'registered',
        withdrawnBy: ann,
        withdrawnAt: at,
      }),
      next('TrainingEnrollmentAccepted', {
        userId: ben,
        userName: 'Ben',
        enrolledBy: null,
        enrolledAt: at,
        fromWaitlist: true,
      }),
      next('TrainingCompleted', { userId: ben, completedOn: '2026-12-01', recordedBy: null, recordedAt: at }),
      next('TrainingRegistrationWithdrawn', {
        userId: cleo,
        from: 'waitlist',
        withdrawnBy: cleo,
        withdrawnAt: at,
      }),
      next('TrainingWaitlisted', { userId: ann, userName: 'Ann', waitlistedBy: ann, waitlistedAt: at }),
    ];
  };
  const stateOf = async (id: string) => {
    const { rows } = await harness.pool.query(
      `SELECT t.enrolled_count, t.waitlist_count, t.version,
              (SELECT json_agg(json_build_array(e.user_name, e.completed_on::text) ORDER BY e.user_name)
                 FROM training_enrolments e WHERE e.training_id = t.id) AS seats,
              (SELECT json_agg(w.user_name ORDER BY w.stream_version) FROM training_waitlist w
                WHERE w.training_id = t.id) AS line
         FROM trainings t WHERE t.id = $1`,
      [id],
    );
    return rows[0];
  };
  const [together, oneByOne] = [randomUUID(), randomUUID()];
  await harness.client.query('BEGIN');
  await trainingsProjection.apply(harness.client, sessionEvents(together));
  for (const e of sessionEvents(oneByOne)) await trainingsProjection.apply(harness.client, [e]);
  await harness.client.query('COMMIT');
  expect(await stateOf(together)).toEqual({
    enrolled_count: 1,
    waitlist_count: 1,
    version: '9',
    seats: [['Ben', '2026-12-01']],
    line: ['Ann'],
  });
  expect(await stateOf(oneByOne)).toEqual(await stateOf(together));
});

it('keeps an absence from the attendance sheet, whether the absence comes alone or with its correction', async () => {
  const [ann, ben] = [randomUUID(), randomUUID()];
  const id = randomUUID();
  const at = '2026-12-01T16:00:00.000Z';
  const sheet = (version: number, type: string, data: object): StoredEvent => ({
    ...event(version, type, data),
    streamId: `training-${id}`,
    position: { tx: 1n, gp: BigInt(version) },
  });
  const absence = (userId: string, version: number) =>
    sheet(version, 'TrainingAbsenceRecorded', {
      userId,
      sessionDate: '2026-12-01',
      recordedBy: null,
      recordedAt: at,
    });
  await harness.client.query('BEGIN');
  await trainingsProjection.apply(harness.client, [
    sheet(1, 'TrainingCreated', {
      trainingId: id,
      title: 'Forklift',
      description: '',
      type: 'inperson',
      date: '2026-12-01',
      time: '09:00',
      location: null,
      duration: '2 hours',
      maxAttendees: null,
      createdAt: at,
    }),
    sheet(2, 'TrainingEnrollmentAccepted', { userId: ann, userName: 'Ann', enrolledBy: ann, enrolledAt: at }),
    sheet(3, 'TrainingEnrollmentAccepted', { userId: ben, userName: 'Ben', enrolledBy: ben, enrolledAt: at }),
    absence(ann, 4),
  ]);
  await trainingsProjection.apply(harness.client, [
    absence(ben, 5),
    sheet(6, 'TrainingCompleted', {
      userId: ben,
      completedOn: '2026-12-01',
      recordedBy: null,
      recordedAt: at,
    }),
  ]);
  await harness.client.query('COMMIT');
  const { rows } = await harness.pool.query(
    `SELECT user_name, absent, completed_on::text FROM training_enrolments WHERE training_id = $1 ORDER BY user_name`,
    [id],
  );
  expect(rows).toEqual([
    { user_name: 'Ann', absent: true, completed_on: null },
    { user_name: 'Ben', absent: true, completed_on: '2026-12-01' },
  ]);
});
