import type { AttendanceSheet } from '@hs/contracts';
import { trainingDecider, wallClock } from '@hs/domain';
import type pg from 'pg';

type SessionRow = Pick<AttendanceSheet, 'title' | 'type' | 'date' | 'time' | 'location'> & { id: string };
type AttendeeRow = {
  user_id: string;
  user_name: string | null;
  completed_on: string | null;
  absent: boolean;
};

/**
 * The attendance sheet of a session: everyone registered (not those waiting), present when their
 * completion is recorded, absent when the sheet said so. Null when there is no such training.
 */
export const attendanceSheet = async (
  pool: pg.Pool,
  trainingId: string,
  now: Date,
  timeZone: string,
): Promise<AttendanceSheet | null> => {
  const { rows } = await pool.query<SessionRow>(
    `SELECT id, title, type, to_char(date, 'YYYY-MM-DD') AS date, time, location FROM trainings WHERE id = $1`,
    [trainingId],
  );
  const session = rows[0];
  if (!session) return null;
  // A completion recorded by hand without a registration (enrolled_at null) is not on the sheet.
  const attendees = await pool.query<AttendeeRow>(
    `SELECT user_id, user_name, to_char(completed_on, 'YYYY-MM-DD') AS completed_on, coalesce(absent, false) AS absent
       FROM training_enrolments
      WHERE training_id = $1 AND enrolled_at IS NOT NULL
      ORDER BY user_name NULLS LAST, user_id`,
    [trainingId],
  );
  const clock = wallClock(now, timeZone);
  const hasSheet = session.type === 'inperson' && session.date !== null;
  return {
    trainingId: session.id,
    title: session.title,
    type: session.type,
    date: session.date,
    time: session.time,
    location: session.location,
    hasSheet,
    // The decider's own rule, so the page offers the sheet exactly when the command accepts it.
    started: hasSheet && trainingDecider.hasStarted(session, `${clock.date}T${clock.time}`),
    attendees: attendees.rows.map((r) => ({
      userId: r.user_id,
      name: r.user_name ?? 'Name not recorded',
      status: r.completed_on ? 'present' : r.absent ? 'absent' : 'unmarked',
      completedOn: r.completed_on,
    })),
  };
};
