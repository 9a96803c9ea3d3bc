import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@hs/infra/event-store';
import { testMetadata } from '@hs/tests';
import { useProjectionDatabase } from '@hs/tests/projection-harness';
import { complianceProjection, workProjection } from '@hs/read-models';
import type { Projection } from '../runtime/projection.ts';

const trainingId = randomUUID();
let gp = 0;
const event = (streamId: string, type: string, data: object): StoredEvent => ({
  streamId,
  streamVersion: 1,
  eventId: randomUUID(),
  type,
  schemaVersion: 1,
  data,
  metadata: testMetadata(type),
  recordedAt: '2026-11-20T09:00:00.000Z',
  position: { tx: 1n, gp: BigInt((gp += 1)) },
  hash: Buffer.alloc(32),
  prevHash: Buffer.alloc(32),
});
const completed = (userId: string, completedOn: string) =>
  event(`training-${trainingId}`, 'TrainingCompleted', {
    userId,
    completedOn,
    recordedBy: null,
    recordedAt: '2026-11-20T09:00:00.000Z',
  });
const assigned = (assignmentId: string, employeeId: string, completedAfter?: string) =>
  event(`trainingAssignment-${assignmentId}`, 'TrainingAssigned', {
    assignmentId,
    employeeId,
    trainingId,
    trainingTitle: 'Forklift',
    dueDate: '2026-12-14',
    notes: null,
    assignedBy: null,
    assignedAt: '2026-11-20T09:00:00.000Z',
    ...(completedAfter ? { completedAfter } : {}),
  });
/** Both models that count training assignments, each with how it says whether one is done. */
const models: [string, Projection, string][] = [
  [
    'work',
    workProjection,
    `SELECT status, to_char(completed_at, 'YYYY-MM-DD') AS completed_at FROM training_assignments WHERE id = $1`,
  ],
  [
    'compliance',
    complianceProjection,
    `SELECT CASE WHEN completed_on IS NULL THEN 'assigned' ELSE 'completed' END AS status,
            to_char(completed_on, 'YYYY-MM-DD') AS completed_at
       FROM compliance_assignments WHERE assignment_id = $1`,
  ],
];

describe.each(models)('the %s read model', (_name, projection, statusQuery) => {
  const harness = useProjectionDatabase(projection, 1, async () => []);
  /** Each event in its own batch, as a live projection meets them one transaction at a time. */
  const apply = async (...events: StoredEvent[]) => {
    for (const e of events) {
      await harness.client.query('BEGIN');
      await projection.apply(harness.client, [e]);
      await harness.client.query('COMMIT');
    }
  };
  const statusOf = async (assignmentId: string) =>
    (await harness.pool.query<{ status: string; completed_at: string | null }>(statusQuery, [assignmentId]))
      .rows[0];

  it('a renewal stays open past the completion it renews and closes with a later one', async () => {
    const [dan, eve] = [randomUUID(), randomUUID()];
    const [renewal, plain] = [randomUUID(), randomUUID()];
    await apply(completed(dan, '2025-12-15'), completed(eve, '2025-12-15'));
    await apply(assigned(renewal, dan, '2025-12-15'), assigned(plain, eve));
    // An assignment without a renewal day is met by the completion already there.
    expect(await statusOf(plain)).toEqual({ status: 'completed', completed_at: '2025-12-15' });
    expect(await statusOf(renewal)).toEqual({ status: 'assigned', completed_at: null });
    await apply(completed(dan, '2025-12-15'));
    expect(await statusOf(renewal)).toEqual({ status: 'assigned', completed_at: null });
    await apply(completed(dan, '2026-11-30'));
    expect(await statusOf(renewal)).toEqual({ status: 'completed', completed_at: '2026-11-30' });
  });

  it('an accepted outside certificate closes the assignment of its course on its issue day', async () => {
    const [fay, assignment] = [randomUUID(), randomUUID()];
    await apply(assigned(assignment, fay));
    await apply(
      event(`trainingCertificate-${randomUUID()}`, 'TrainingCertificateAccepted', {
        trainingId,
        userId: fay,
        issuedOn: '2026-11-02',
        expiresOn: null,
        acceptedBy: randomUUID(),
        acceptedByName: 'Alex Morgan',
        acceptedAt: '2026-11-20T09:00:00.000Z',
      }),
    );
    expect(await statusOf(assignment)).toEqual({ status: 'completed', completed_at: '2026-11-02' });
  });
});
