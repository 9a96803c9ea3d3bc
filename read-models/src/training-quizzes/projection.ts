import type pg from 'pg';
import { projectionOf } from '../typed-projection.ts';

const PREFIX = 'training-';

/**
 * Course quizzes (`training_quizzes`, the current one with its answers, for the safety team and
 * the grading screens), every attempt as asked and answered (`training_quiz_attempts`), and each
 * person's failed attempts since they last completed the course (`training_quiz_progress`).
 * Attempts are keyed by their place in the stream and progress rows hold values, not increments,
 * so a replay changes nothing.
 */
export const trainingQuizzesProjection = projectionOf({
  name: 'training-quizzes',
  version: 1,
  events: { TrainingQuizSet: true, TrainingQuizAttempted: true, TrainingCompleted: true },
  follows: (e) => e.streamId.startsWith(PREFIX),
  tables: [
    {
      name: 'training_quizzes',
      ddl: `CREATE TABLE training_quizzes (
        training_id      uuid PRIMARY KEY,
        quiz_version     int NOT NULL,
        questions        jsonb NOT NULL,
        pass_mark        int NOT NULL,
        attempts_allowed int NOT NULL,
        set_by           text,
        set_at           timestamptz NOT NULL
      );`,
    },
    {
      name: 'training_quiz_attempts',
      ddl: `CREATE TABLE training_quiz_attempts (
        training_id    uuid NOT NULL,
        stream_version int NOT NULL,
        user_id        uuid NOT NULL,
        user_name      text,
        attempt        int NOT NULL,
        quiz_version   int NOT NULL,
        questions      jsonb NOT NULL,
        answers        jsonb NOT NULL,
        correct        int NOT NULL,
        score          int NOT NULL,
        pass_mark      int NOT NULL,
        passed         boolean NOT NULL,
        taken_at       timestamptz NOT NULL,
        PRIMARY KEY (training_id, stream_version)
      );
      CREATE INDEX training_quiz_attempts_by_user ON training_quiz_attempts (training_id, user_id);`,
    },
    {
      name: 'training_quiz_progress',
      ddl: `CREATE TABLE training_quiz_progress (
        training_id  uuid NOT NULL,
        user_id      uuid NOT NULL,
        failed       int NOT NULL,
        PRIMARY KEY (training_id, user_id)
      );`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      const trainingId = event.streamId.slice(PREFIX.length);
      switch (event.type) {
        case 'TrainingQuizSet': {
          const d = event.data;
          await client.query(
            `INSERT INTO training_quizzes (training_id, quiz_version, questions, pass_mark, attempts_allowed, set_by, set_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (training_id) DO UPDATE SET quiz_version = EXCLUDED.quiz_version,
               questions = EXCLUDED.questions, pass_mark = EXCLUDED.pass_mark,
               attempts_allowed = EXCLUDED.attempts_allowed, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at
             WHERE training_quizzes.quiz_version < EXCLUDED.quiz_version`,
            [
              trainingId,
              d.quizVersion,
              JSON.stringify(d.questions),
              d.passMark,
              d.attemptsAllowed,
              d.setBy,
              d.setAt,
            ],
          );
          break;
        }
        case 'TrainingQuizAttempted': {
          const d = event.data;
          await client.query(
            `INSERT INTO training_quiz_attempts (training_id, stream_version, user_id, user_name, attempt, quiz_version,
               questions, answers, correct, score, pass_mark, passed, taken_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING`,
            [
              trainingId,
              event.streamVersion,
              d.userId,
              d.userName,
              d.attempt,
              d.quizVersion,
              JSON.stringify(d.questions),
              JSON.stringify(d.answers),
              d.correct,
              d.score,
              d.passMark,
              d.passed,
              d.takenAt,
            ],
          );
          // A pass is followed by the completion, which clears the count.
          if (!d.passed) await progress(client, trainingId, d.userId, d.attempt);
          break;
        }
        case 'TrainingCompleted':
          await progress(client, trainingId, event.data.userId, 0);
          break;
      }
    }
  },
});

const progress = (client: pg.ClientBase, trainingId: string, userId: string, failed: number) =>
  client.query(
    `INSERT INTO training_quiz_progress (training_id, user_id, failed) VALUES ($1, $2, $3)
     ON CONFLICT (training_id, user_id) DO UPDATE SET failed = EXCLUDED.failed`,
    [trainingId, userId, failed],
  );
