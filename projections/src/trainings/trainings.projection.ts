import type pg from 'pg';
import type { TrainingCompleted, TrainingCreated, TrainingEnrollmentAccepted } from '@hs/domain';
import type { Projection, StoredEvent } from '@hs/infra';

/**
 * The training catalogue (`trainings`) and who registered for what (`training_enrolments`). All
 * events come from the training's own stream; `version` on the training row guards replays.
 */
export const trainingsProjection: Projection = {
  name: 'trainings',
  version: 2,
  // Every event of a training stream moves its row's version.
  handles: (e) => e.streamId.startsWith('training-'),
  perStream: true,
  tables: [
    {
      name: 'trainings',
      ddl: `CREATE TABLE trainings (
        id             uuid PRIMARY KEY,
        title          text NOT NULL,
        description    text NOT NULL,
        type           text NOT NULL,
        date           date,
        time           text,
        location       text,
        duration       text NOT NULL,
        max_attendees  int,
        enrolled_count int NOT NULL DEFAULT 0,
        created_at     timestamptz NOT NULL,
        version        bigint NOT NULL
      );
      CREATE INDEX trainings_by_date ON trainings (date NULLS LAST, title);`,
    },
    {
      name: 'training_enrolments',
      ddl: `CREATE TABLE training_enrolments (
        training_id  uuid NOT NULL,
        user_id      uuid NOT NULL,
        user_name    text,
        enrolled_at  timestamptz,
        completed_on date,
        PRIMARY KEY (training_id, user_id)
      );
      CREATE INDEX training_enrolments_by_user ON training_enrolments (user_id);`,
    },
  ],
  async apply(client, events) {
    const ofTrainings = events.filter((e) => e.streamId.startsWith('training-'));
    const created = ofTrainings.filter((e) => e.type === 'TrainingCreated');
    // A training's first event: written before the later ones of its stream, as the log has it.
    await insertTrainings(client, created);
    // An event met twice in one batch (Kafka redelivers after a rebalance) counts once.
    const later = [
      ...new Map(ofTrainings.filter((e) => e.type !== 'TrainingCreated').map((e) => [e.eventId, e])).values(),
    ];
    if (later.length === 0) return;
    const ids = [...new Set(later.map(trainingIdOf))];
    const { rows } = await client.query<{ id: string; version: string }>(
      'SELECT id, version FROM trainings WHERE id = ANY($1::uuid[])',
      [ids],
    );
    const stored = new Map(rows.map((r) => [r.id, Number(r.version)]));
    // A later event applies once: only when newer than the row as it stood before this batch (the
    // stream's versions rise in log order, so that is the row version each would have met).
    const applied = later.filter((e) => e.streamVersion > (stored.get(trainingIdOf(e)) ?? Infinity));
    if (applied.length === 0) return;
    const moves = new Map<string, { version: number; enrolled: number }>();
    for (const e of applied) {
      const move = moves.get(trainingIdOf(e)) ?? { version: 0, enrolled: 0 };
      move.version = Math.max(move.version, e.streamVersion);
      if (e.type === 'TrainingEnrollmentAccepted') move.enrolled += 1;
      moves.set(trainingIdOf(e), move);
    }
    await client.query(
      `UPDATE trainings t SET version = m.version, enrolled_count = t.enrolled_count + m.enrolled
         FROM unnest($1::uuid[], $2::bigint[], $3::int[]) AS m(id, version, enrolled) WHERE t.id = m.id`,
      [
        [...moves.keys()],
        [...moves.values()].map((m) => m.version),
        [...moves.values()].map((m) => m.enrolled),
      ],
    );
    // Enrolments and completions set different columns of the row: their order does not matter,
    // and the last one of each kind per person wins, as one by one.
    const lastPerPerson = <T extends { userId: string }>(type: string) => {
      const byKey = new Map<string, { trainingId: string; data: T }>();
      for (const e of applied)
        if (e.type === type) {
          const data = e.data as T;
          byKey.set(`${trainingIdOf(e)}:${data.userId}`, { trainingId: trainingIdOf(e), data });
        }
      return [...byKey.values()];
    };
    const enrolments = lastPerPerson<TrainingEnrollmentAccepted['data']>('TrainingEnrollmentAccepted');
    if (enrolments.length > 0)
      await client.query(
        `INSERT INTO training_enrolments (training_id, user_id, user_name, enrolled_at)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::timestamptz[])
         ON CONFLICT (training_id, user_id) DO UPDATE SET user_name = EXCLUDED.user_name, enrolled_at = EXCLUDED.enrolled_at`,
        [
          enrolments.map((r) => r.trainingId),
          enrolments.map((r) => r.data.userId),
          enrolments.map((r) => r.data.userName),
          enrolments.map((r) => r.data.enrolledAt),
        ],
      );
    const completions = lastPerPerson<TrainingCompleted['data']>('TrainingCompleted');
    if (completions.length > 0)
      await client.query(
        `INSERT INTO training_enrolments (training_id, user_id, completed_on)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::date[])
         ON CONFLICT (training_id, user_id) DO UPDATE SET completed_on = EXCLUDED.completed_on`,
        [
          completions.map((r) => r.trainingId),
          completions.map((r) => r.data.userId),
          completions.map((r) => r.data.completedOn),
        ],
      );
  },
};

const trainingIdOf = (e: StoredEvent) => e.streamId.slice('training-'.length);

const insertTrainings = async (client: pg.ClientBase, created: readonly StoredEvent[]) => {
  if (created.length === 0) return;
  const column = <T>(pick: (d: TrainingCreated['data']) => T) =>
    created.map((e) => pick(e.data as TrainingCreated['data']));
  await client.query(
    `INSERT INTO trainings (id, title, description, type, date, time, location, duration, max_attendees, created_at, version)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::date[], $6::text[], $7::text[], $8::text[],
                          $9::int[], $10::timestamptz[], $11::bigint[])
     ON CONFLICT (id) DO NOTHING`,
    [
      column((d) => d.trainingId),
      column((d) => d.title),
      column((d) => d.description),
      column((d) => d.type),
      column((d) => d.date),
      column((d) => d.time),
      column((d) => d.location),
      column((d) => d.duration),
      column((d) => d.maxAttendees),
      column((d) => d.createdAt),
      created.map((e) => e.streamVersion),
    ],
  );
};
