import type { TrainingEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';
import { PREFIX, foldChanges, insertTrainings, writeChanges } from './changes.ts';

/**
 * The training catalogue (`trainings`), who registered for what and attended (`training_enrolments`) and who
 * waits for a seat (`training_waitlist`). All events come from the training's own stream;
 * `version` on the training row guards replays.
 */
export const trainingsProjection = projectionOf({
  name: 'trainings',
  // 5: who the attendance sheet marked absent.
  version: 5,
  // Every event of a training stream moves its row's version.
  events: {
    TrainingCreated: true,
    TrainingEnrollmentAccepted: true,
    TrainingWaitlisted: true,
    TrainingRegistrationWithdrawn: true,
    TrainingCompleted: true,
    TrainingAbsenceRecorded: true,
    TrainingValiditySet: true,
    // The quiz room keeps quizzes and attempts; here they only move the version.
    TrainingQuizSet: true,
    TrainingQuizAttempted: true,
  } satisfies Record<TrainingEvent['type'], true>,
  follows: (e) => e.streamId.startsWith(PREFIX),
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
        validity_months int,
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
        -- Marked absent on the attendance sheet (a completion, present, outranks it).
        absent       boolean,
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
  async apply(client, mine) {
    // A creation is its stream's first event: all of them first, in one statement.
    await insertTrainings(
      client,
      mine.filter((e) => e.type === 'TrainingCreated'),
    );
    const later = mine.filter((e) => e.type !== 'TrainingCreated');
    if (later.length > 0) await writeChanges(client, await foldChanges(client, later));
  },
});
