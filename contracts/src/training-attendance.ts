import { z } from 'zod';
import { attendanceStatuses } from '@hs/domain/vocabulary';
import { Training } from './trainings.ts';

/** The most lines one sheet takes: a session's seats are capped at 10,000. */
const MAX_SHEET_LINES = 10_000;

/**
 * PUT /api/trainings/:id/attendance (safety team): each registered person present or absent, once
 * the in-person session has started. Present ones complete the course on the session's day.
 */
export const AttendanceBody = z.strictObject({
  attendance: z
    .array(z.strictObject({ userId: z.uuid(), present: z.boolean() }))
    .min(1, 'Mark at least one person')
    .max(MAX_SHEET_LINES),
});
export type AttendanceBody = z.infer<typeof AttendanceBody>;

export const AttendanceStatus = z.enum(attendanceStatuses);
export type AttendanceStatus = z.infer<typeof AttendanceStatus>;

/** GET /api/trainings/:id/attendance (safety team): the session and everyone registered for it. */
export const AttendanceSheet = Training.pick({
  title: true,
  type: true,
  date: true,
  time: true,
  location: true,
}).extend({
  trainingId: z.uuid(),
  /** An in-person session with a date: the only kind with a sheet. */
  hasSheet: z.boolean(),
  /** The session has started on the site's clocks: the sheet can be marked. */
  started: z.boolean(),
  attendees: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      /** Present: their completion is recorded (by the sheet or by hand). */
      status: AttendanceStatus,
      completedOn: z.string().nullable(),
    }),
  ),
});
export type AttendanceSheet = z.infer<typeof AttendanceSheet>;
