import type { QuizAttempt, QuizKey, QuizStatus, QuizToTake } from '@hs/contracts';
import type pg from 'pg';

type QuizRow = {
  training_id: string;
  title: string;
  type: 'online' | 'inperson';
  validity_months: number | null;
  quiz_version: number | null;
  questions: { text: string; options: string[]; correctOption: number }[] | null;
  pass_mark: number | null;
  attempts_allowed: number | null;
};

const quizRow = async (pool: pg.Pool, trainingId: string): Promise<QuizRow | undefined> => {
  const { rows } = await pool.query<QuizRow>(
    `SELECT t.id AS training_id, t.title, t.type, t.validity_months,
            q.quiz_version, q.questions, q.pass_mark, q.attempts_allowed
       FROM trainings t LEFT JOIN training_quizzes q ON q.training_id = t.id
      WHERE t.id = $1`,
    [trainingId],
  );
  return rows[0];
};

/**
 * The quiz as one person takes it, without the correct options; null when the course has none.
 * `today` is the site's day, to tell a completion that still holds from one that ran out.
 */
export const quizToTake = async (
  pool: pg.Pool,
  trainingId: string,
  userId: string,
  today: string,
): Promise<QuizToTake | null> => {
  const row = await quizRow(pool, trainingId);
  if (!row || row.quiz_version === null) return null;
  const { rows } = await pool.query<{
    enrolled: boolean;
    completed_on: string | null;
    failed: number | null;
  }>(
    `SELECT e.user_id IS NOT NULL AS enrolled,
            (SELECT to_char(max(c.completed_on), 'YYYY-MM-DD') FROM training_completions c
              WHERE c.training_id = $1 AND c.user_id = $2) AS completed_on,
            (SELECT p.failed FROM training_quiz_progress p WHERE p.training_id = $1 AND p.user_id = $2) AS failed
       FROM (SELECT 1) one
       LEFT JOIN training_enrolments e ON e.training_id = $1 AND e.user_id = $2`,
    [trainingId, userId],
  );
  const me = rows[0]!;
  const attemptsUsed = me.failed ?? 0;
  const completedOn = me.completed_on;
  const holds = completedOn !== null && (row.validity_months === null || completedOn >= today);
  const status: QuizStatus = holds
    ? 'completed'
    : !me.enrolled
      ? 'not-registered'
      : attemptsUsed >= row.attempts_allowed!
        ? 'used-up'
        : 'ready';
  return {
    trainingId,
    title: row.title,
    quizVersion: row.quiz_version,
    passMark: row.pass_mark!,
    attemptsAllowed: row.attempts_allowed!,
    attemptsUsed,
    status,
    completedOn,
    // Only the text of each question and its options: the answers stay on the server.
    questions: row.questions!.map((q) => ({ text: q.text, options: q.options })),
  };
};

/** The course and its current quiz with the correct options (safety team); null: no such course. */
export const quizKey = async (pool: pg.Pool, trainingId: string): Promise<QuizKey | null> => {
  const row = await quizRow(pool, trainingId);
  if (!row) return null;
  return {
    trainingId,
    title: row.title,
    type: row.type,
    quiz:
      row.quiz_version === null
        ? null
        : {
            quizVersion: row.quiz_version,
            questions: row.questions!,
            passMark: row.pass_mark!,
            attemptsAllowed: row.attempts_allowed!,
          },
  };
};

/** Every attempt at a course's quiz, or one person's, newest first, as asked and answered. */
export const quizAttempts = async (
  pool: pg.Pool,
  trainingId: string,
  userId: string | undefined,
): Promise<QuizAttempt[]> => {
  const { rows } = await pool.query(
    `SELECT a.*, coalesce(e.first_name || ' ' || e.last_name, a.user_name, a.user_id::text) AS name
       FROM training_quiz_attempts a LEFT JOIN employees e ON e.id = a.user_id
      WHERE a.training_id = $1 AND ($2::uuid IS NULL OR a.user_id = $2)
      ORDER BY a.stream_version DESC`,
    [trainingId, userId ?? null],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    userName: r.name,
    attempt: r.attempt,
    quizVersion: r.quiz_version,
    questions: r.questions,
    answers: r.answers,
    correct: r.correct,
    score: r.score,
    passMark: r.pass_mark,
    passed: r.passed,
    takenAt: r.taken_at.toISOString(),
  }));
};

/** The courses completed by passing a quiz. */
export const quizCourses = async (pool: pg.Pool): Promise<{ trainingId: string }[]> => {
  const { rows } = await pool.query<{ training_id: string }>(
    'SELECT training_id FROM training_quizzes ORDER BY training_id',
  );
  return rows.map((r) => ({ trainingId: r.training_id }));
};
