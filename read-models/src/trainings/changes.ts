import type pg from 'pg';
import type { TrainingEvent } from '@hs/domain';
import type { Stored } from '../typed-projection.ts';

export const PREFIX = 'training-';
/** A training event after its creation: each but a change of validity names the person it is about. */
export type LaterTrainingEvent = Stored<Exclude<TrainingEvent['type'], 'TrainingCreated'>>;

const pairKey = (trainingId: string, userId: string) => `${trainingId}:${userId}`;
const pairOf = (key: string) => key.split(':') as [string, string];

/** What a batch leaves on one enrolment row: removed first, then these fields set. */
type EnrolmentChange = {
  removed: boolean;
  enrolled?: { userName: string | null; enrolledAt: string };
  completedOn?: string;
  /** Marked absent on the attendance sheet. */
  absent?: true;
};
type Waiting = { userName: string | null; streamVersion: number; waitlistedAt: string };

/** A batch's later training events folded into the rows they leave (`writeChanges`). */
export type TrainingChanges = {
  trainings: Map<
    string,
    { version: number; enrolled: number; waitlisted: number; validity?: { months: number | null } }
  >;
  enrolments: Map<string, EnrolmentChange>;
  waitlistRemoved: Set<string>;
  waitlistAdded: Map<string, Waiting>;
};

export const insertTrainings = async (
  client: pg.ClientBase,
  created: readonly Stored<'TrainingCreated'>[],
) => {
  if (created.length === 0) return;
  const data = created.map((e) => e.data);
  await client.query(
    `INSERT INTO trainings (id, title, description, type, date, time, location, duration, max_attendees, created_at, version)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::text[],
                          $8::text[], $9::int[], $10::timestamptz[], $11::bigint[])
     ON CONFLICT (id) DO NOTHING`,
    [
      data.map((d) => d.trainingId),
      data.map((d) => d.title),
      data.map((d) => d.description),
      data.map((d) => d.type),
      data.map((d) => d.date),
      data.map((d) => d.time),
      data.map((d) => d.location),
      data.map((d) => d.duration),
      data.map((d) => d.maxAttendees),
      data.map((d) => d.createdAt),
      created.map((e) => e.streamVersion),
    ],
  );
};

/**
 * Folds the events in log order over the rows as they stood before the batch (their versions and
 * who waits), applying each only when newer than its training row, as one by one would.
 */
export const foldChanges = async (
  client: pg.ClientBase,
  later: readonly LaterTrainingEvent[],
): Promise<TrainingChanges> => {
  const ids = [...new Set(later.map((e) => e.streamId.slice(PREFIX.length)))];
  const { rows } = await client.query<{ id: string; version: string }>(
    'SELECT id, version FROM trainings WHERE id = ANY($1::uuid[])',
    [ids],
  );
  const trainings: TrainingChanges['trainings'] = new Map(
    rows.map((r) => [r.id, { version: Number(r.version), enrolled: 0, waitlisted: 0 }]),
  );
  const waitPairs = later
    // The events that may put someone on the waitlist or take them off it.
    .filter(
      (e) =>
        e.type === 'TrainingEnrollmentAccepted' ||
        e.type === 'TrainingWaitlisted' ||
        e.type === 'TrainingRegistrationWithdrawn',
    )
    .map((e) => pairKey(e.streamId.slice(PREFIX.length), e.data.userId));
  const waiting = new Set<string>();
  if (waitPairs.length > 0) {
    const pairs = waitPairs.map(pairOf);
    const { rows: waits } = await client.query<{ training_id: string; user_id: string }>(
      `SELECT w.training_id, w.user_id FROM training_waitlist w
         JOIN unnest($1::uuid[], $2::uuid[]) AS p(training_id, user_id) USING (training_id, user_id)`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    for (const w of waits) waiting.add(pairKey(w.training_id, w.user_id));
  }
  const changes: TrainingChanges = {
    trainings,
    enrolments: new Map(),
    waitlistRemoved: new Set(),
    waitlistAdded: new Map(),
  };
  const enrolment = (key: string) => {
    const change = changes.enrolments.get(key) ?? { removed: false };
    changes.enrolments.set(key, change);
    return change;
  };
  for (const event of later) {
    const id = event.streamId.slice(PREFIX.length);
    const training = trainings.get(id);
    if (!training || event.streamVersion <= training.version) continue;
    training.version = event.streamVersion;
    if (event.type === 'TrainingValiditySet') {
      training.validity = { months: event.data.validityMonths };
      continue;
    }
    if (event.type === 'TrainingQuizSet' || event.type === 'TrainingQuizAttempted') continue;
    const key = pairKey(id, event.data.userId);
    const leaveWaitlist = () => {
      if (!waiting.delete(key)) return;
      training.waitlisted -= 1;
      if (!changes.waitlistAdded.delete(key)) changes.waitlistRemoved.add(key);
    };
    if (event.type === 'TrainingEnrollmentAccepted') {
      leaveWaitlist();
      training.enrolled += 1;
      enrolment(key).enrolled = { userName: event.data.userName, enrolledAt: event.data.enrolledAt };
    } else if (event.type === 'TrainingWaitlisted') {
      // The row is already there: the insert one by one fails, and so does the batch, to park it.
      if (waiting.has(key)) throw new Error(`${event.data.userId} already waits for training ${id}`);
      waiting.add(key);
      training.waitlisted += 1;
      changes.waitlistAdded.set(key, {
        userName: event.data.userName,
        streamVersion: event.streamVersion,
        waitlistedAt: event.data.waitlistedAt,
      });
    } else if (event.type === 'TrainingRegistrationWithdrawn') {
      if (event.data.from === 'waitlist') leaveWaitlist();
      else {
        training.enrolled -= 1;
        changes.enrolments.set(key, { removed: true });
      }
    } else if (event.type === 'TrainingCompleted') enrolment(key).completedOn = event.data.completedOn;
    else if (event.type === 'TrainingAbsenceRecorded') enrolment(key).absent = true;
  }
  return changes;
};

/** The folded changes in at most five statements: removals first, then rows written, then counts. */
export const writeChanges = async (client: pg.ClientBase, changes: TrainingChanges) => {
  const removed = [...changes.enrolments].filter(([, c]) => c.removed).map(([key]) => pairOf(key));
  if (removed.length > 0)
    await client.query(
      `DELETE FROM training_enrolments e USING unnest($1::uuid[], $2::uuid[]) AS p(training_id, user_id)
        WHERE e.training_id = p.training_id AND e.user_id = p.user_id`,
      [removed.map((p) => p[0]), removed.map((p) => p[1])],
    );
  const written = [...changes.enrolments].filter(([, c]) => c.enrolled || c.completedOn || c.absent);
  if (written.length > 0)
    await client.query(
      `INSERT INTO training_enrolments AS e (training_id, user_id, user_name, enrolled_at, completed_on, absent)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[], $5::date[], $6::boolean[])
       ON CONFLICT (training_id, user_id) DO UPDATE
         SET user_name = CASE WHEN excluded.enrolled_at IS NULL THEN e.user_name ELSE excluded.user_name END,
             enrolled_at = coalesce(excluded.enrolled_at, e.enrolled_at),
             completed_on = coalesce(excluded.completed_on, e.completed_on),
             absent = coalesce(excluded.absent, e.absent)`,
      [
        written.map(([key]) => pairOf(key)[0]),
        written.map(([key]) => pairOf(key)[1]),
        written.map(([, c]) => c.enrolled?.userName ?? null),
        written.map(([, c]) => c.enrolled?.enrolledAt ?? null),
        written.map(([, c]) => c.completedOn ?? null),
        written.map(([, c]) => c.absent ?? null),
      ],
    );
  const left = [...changes.waitlistRemoved].map(pairOf);
  if (left.length > 0)
    await client.query(
      `DELETE FROM training_waitlist w USING unnest($1::uuid[], $2::uuid[]) AS p(training_id, user_id)
        WHERE w.training_id = p.training_id AND w.user_id = p.user_id`,
      [left.map((p) => p[0]), left.map((p) => p[1])],
    );
  const added = [...changes.waitlistAdded];
  if (added.length > 0)
    await client.query(
      `INSERT INTO training_waitlist (training_id, user_id, user_name, stream_version, waitlisted_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::bigint[], $5::timestamptz[])`,
      [
        added.map(([key]) => pairOf(key)[0]),
        added.map(([key]) => pairOf(key)[1]),
        added.map(([, w]) => w.userName),
        added.map(([, w]) => w.streamVersion),
        added.map(([, w]) => w.waitlistedAt),
      ],
    );
  const moved = [...changes.trainings];
  if (moved.length > 0)
    await client.query(
      `UPDATE trainings t SET version = c.version, enrolled_count = t.enrolled_count + c.enrolled,
              waitlist_count = t.waitlist_count + c.waitlisted,
              validity_months = CASE WHEN c.validity_set THEN c.validity_months ELSE t.validity_months END
         FROM unnest($1::uuid[], $2::bigint[], $3::int[], $4::int[], $5::boolean[], $6::int[])
           AS c(id, version, enrolled, waitlisted, validity_set, validity_months)
        WHERE t.id = c.id AND t.version < c.version`,
      [
        moved.map(([id]) => id),
        moved.map(([, t]) => t.version),
        moved.map(([, t]) => t.enrolled),
        moved.map(([, t]) => t.waitlisted),
        moved.map(([, t]) => t.validity !== undefined),
        moved.map(([, t]) => t.validity?.months ?? null),
      ],
    );
};
