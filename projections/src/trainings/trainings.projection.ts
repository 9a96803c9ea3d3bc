import type pg from 'pg';
import type { TrainingEvent } from '@hs/domain';
import type { Projection } from '@hs/infra/projections';

/**
 * The training catalogue (`trainings`), who registered for what (`training_enrolments`) and who
 * waits for a seat (`training_waitlist`). All events come from the training's own stream;
 * `version` on the training row guards replays.
 */
export const trainingsProjection: Projection = {
  name: 'trainings',
  version: 3,
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
        waitlist_count int NOT NULL DEFAULT 0,
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
    {
      name: 'training_waitlist',
      // Places in line follow the stream: the earlier the event, the nearer the seat.
      ddl: `CREATE TABLE training_waitlist (
        training_id    uuid NOT NULL,
        user_id        uuid NOT NULL,
        user_name      text,
        stream_version bigint NOT NULL,
        waitlisted_at  timestamptz NOT NULL,
        PRIMARY KEY (training_id, user_id)
      );
      CREATE INDEX training_waitlist_by_user ON training_waitlist (user_id);`,
    },
  ],
  async apply(client, events) {
    for (const stored of events) {
      if (!stored.streamId.startsWith('training-')) continue;
      const id = stored.streamId.slice('training-'.length);
      const event = { type: stored.type, data: stored.data } as TrainingEvent;
      if (event.type === 'TrainingCreated') {
        const d = event.data;
        await client.query(
          `INSERT INTO trainings (id, title, description, type, date, time, location, duration, max_attendees, created_at, version)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
          [
            d.trainingId,
            d.title,
            d.description,
            d.type,
            d.date,
            d.time,
            d.location,
            d.duration,
            d.maxAttendees,
            d.createdAt,
            stored.streamVersion,
          ],
        );
        continue;
      }
      // Apply each later event once: only when it is newer than the row.
      const moved = await client.query('UPDATE trainings SET version = $2 WHERE id = $1 AND version < $2', [
        id,
        stored.streamVersion,
      ]);
      if (moved.rowCount !== 1) continue;
      if (event.type === 'TrainingEnrollmentAccepted') {
        await leaveWaitlist(client, id, event.data.userId);
        await client.query('UPDATE trainings SET enrolled_count = enrolled_count + 1 WHERE id = $1', [id]);
        await client.query(
          `INSERT INTO training_enrolments (training_id, user_id, user_name, enrolled_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (training_id, user_id) DO UPDATE SET user_name = EXCLUDED.user_name, enrolled_at = EXCLUDED.enrolled_at`,
          [id, event.data.userId, event.data.userName, event.data.enrolledAt],
        );
      } else if (event.type === 'TrainingWaitlisted') {
        await client.query('UPDATE trainings SET waitlist_count = waitlist_count + 1 WHERE id = $1', [id]);
        await client.query(
          `INSERT INTO training_waitlist (training_id, user_id, user_name, stream_version, waitlisted_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [id, event.data.userId, event.data.userName, stored.streamVersion, event.data.waitlistedAt],
        );
      } else if (event.type === 'TrainingRegistrationWithdrawn') {
        if (event.data.from === 'waitlist') await leaveWaitlist(client, id, event.data.userId);
        else {
          await client.query('UPDATE trainings SET enrolled_count = enrolled_count - 1 WHERE id = $1', [id]);
          await client.query('DELETE FROM training_enrolments WHERE training_id = $1 AND user_id = $2', [
            id,
            event.data.userId,
          ]);
        }
      } else if (event.type === 'TrainingCompleted') {
        await client.query(
          `INSERT INTO training_enrolments (training_id, user_id, completed_on) VALUES ($1, $2, $3)
           ON CONFLICT (training_id, user_id) DO UPDATE SET completed_on = EXCLUDED.completed_on`,
          [id, event.data.userId, event.data.completedOn],
        );
      }
    }
  },
};

const leaveWaitlist = async (client: pg.ClientBase, trainingId: string, userId: string): Promise<void> => {
  const left = await client.query('DELETE FROM training_waitlist WHERE training_id = $1 AND user_id = $2', [
    trainingId,
    userId,
  ]);
  if (left.rowCount === 1)
    await client.query('UPDATE trainings SET waitlist_count = waitlist_count - 1 WHERE id = $1', [
      trainingId,
    ]);
};
