import type { Training, UserTraining } from '@hs/contracts';
import type pg from 'pg';

const COLUMNS = `id, title, description, type, to_char(date, 'YYYY-MM-DD') AS date, time, location, duration, max_attendees,
  validity_months, enrolled_count, waitlist_count`;

type Row = {
  id: string;
  title: string;
  description: string;
  type: Training['type'];
  date: string | null;
  time: string | null;
  location: string | null;
  duration: string;
  max_attendees: number | null;
  validity_months: number | null;
  enrolled_count: number;
  waitlist_count: number;
};

const toTraining = (r: Row): Training => ({
  id: r.id,
  title: r.title,
  description: r.description,
  type: r.type,
  date: r.date,
  time: r.time,
  location: r.location,
  duration: r.duration,
  maxAttendees: r.max_attendees,
  validityMonths: r.validity_months,
  enrolledCount: r.enrolled_count,
  waitlistCount: r.waitlist_count,
  seatsLeft: r.max_attendees === null ? null : Math.max(0, r.max_attendees - r.enrolled_count),
});

export const listTrainings = async (pool: pg.Pool): Promise<Training[]> =>
  (
    await pool.query<Row>(`SELECT ${COLUMNS} FROM trainings ORDER BY date NULLS LAST, time NULLS LAST, title`)
  ).rows.map(toTraining);

/** Dated sessions from `today` on, soonest first. */
export const upcomingTrainings = async (pool: pg.Pool, today: string): Promise<Training[]> =>
  (
    await pool.query<Row>(
      `SELECT ${COLUMNS} FROM trainings WHERE date >= $1::date ORDER BY date, time NULLS LAST, title LIMIT 50`,
      [today],
    )
  ).rows.map(toTraining);

/** The session's own fields of a user's registration or waitlist place. */
const sessionOf = (r: Pick<Row, 'id' | 'title' | 'type' | 'date' | 'time' | 'location' | 'duration'>) => ({
  trainingId: r.id,
  title: r.title,
  type: r.type,
  date: r.date,
  time: r.time,
  location: r.location,
  duration: r.duration,
});

/** Registrations and completions, then places on waitlists with their position in line. */
export const trainingsOfUser = async (pool: pg.Pool, userId: string): Promise<UserTraining[]> => {
  const { rows } = await pool.query(
    `SELECT t.id, t.title, t.type, to_char(t.date, 'YYYY-MM-DD') AS date, t.time, t.location, t.duration, e.enrolled_at,
            to_char(e.completed_on, 'YYYY-MM-DD') AS completed_on
       FROM training_enrolments e JOIN trainings t ON t.id = e.training_id
      WHERE e.user_id = $1 ORDER BY e.completed_on DESC NULLS FIRST, t.date NULLS LAST, t.title`,
    [userId],
  );
  const waiting = await pool.query(
    `SELECT t.id, t.title, t.type, to_char(t.date, 'YYYY-MM-DD') AS date, t.time, t.location, t.duration,
            (SELECT count(*) FROM training_waitlist o
              WHERE o.training_id = w.training_id AND o.stream_version <= w.stream_version)::int AS position
       FROM training_waitlist w JOIN trainings t ON t.id = w.training_id
      WHERE w.user_id = $1 ORDER BY t.date NULLS LAST, t.title`,
    [userId],
  );
  const waitlisted: UserTraining[] = waiting.rows.map((r) => ({
    ...sessionOf(r),
    status: 'waitlisted',
    waitlistPosition: r.position,
    enrolledAt: null,
    completedOn: null,
  }));
  const registered: UserTraining[] = rows.map((r) => ({
    ...sessionOf(r),
    status: r.completed_on ? 'completed' : 'enrolled',
    waitlistPosition: null,
    enrolledAt: r.enrolled_at ? r.enrolled_at.toISOString() : null,
    completedOn: r.completed_on,
  }));
  return [...registered, ...waitlisted];
};
