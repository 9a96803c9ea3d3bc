import { z } from 'zod';
import type { MyWorkKind } from './my-work.ts';
import { TrainingType } from './trainings.ts';

/**
 * A training session the signed-in person is registered for, or waiting for a seat in, from the
 * site's today on. `key` is stable per person and item: the calendar file's UID is made from it.
 */
export const MyScheduleSession = z.object({
  kind: z.literal('session'),
  key: z.string(),
  trainingId: z.uuid(),
  title: z.string(),
  /** YYYY-MM-DD on the site's calendar. */
  date: z.string(),
  /** HH:MM on the site's wall clock; null: the day only. */
  time: z.string().nullable(),
  /** The instants the session starts and ends; null without a time, or (end) a readable duration. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  duration: z.string(),
  location: z.string().nullable(),
  type: TrainingType,
  status: z.enum(['registered', 'waitlisted']),
  /** The place in line on the waitlist. */
  waitlistPosition: z.number().int().nullable(),
});
export type MyScheduleSession = z.infer<typeof MyScheduleSession>;

/** Where a due date comes from: open work of My Work, or a required course's certification. */
export const myScheduleSources = [
  'task',
  'training',
  'document',
  'file',
  'action',
  'inspection',
  'certification',
] as const satisfies readonly (MyWorkKind | 'certification')[];

/** A day something is due: open work with a due date, or a required course missing or running out. */
export const MyScheduleDue = z.object({
  kind: z.literal('due'),
  key: z.string(),
  source: z.enum(myScheduleSources),
  /** The id the item's own page takes (for a certification, the course). */
  sourceId: z.uuid(),
  title: z.string(),
  date: z.string(),
  /** due: to be done by the date; expires: the last day a held certification is valid. */
  what: z.enum(['due', 'expires']),
  /** Due before the site's today and not done, or a certification already run out. */
  overdue: z.boolean(),
});
export type MyScheduleDue = z.infer<typeof MyScheduleDue>;

export const MyScheduleItem = z.discriminatedUnion('kind', [MyScheduleSession, MyScheduleDue]);
export type MyScheduleItem = z.infer<typeof MyScheduleItem>;

/** GET /api/my-schedule: the signed-in person's sessions and due dates, by date then time. */
export const MySchedule = z.object({
  today: z.string(),
  /** The site's time zone the dates and times are read in. */
  timeZone: z.string(),
  items: z.array(MyScheduleItem),
});
export type MySchedule = z.infer<typeof MySchedule>;

export const myScheduleRoutes = {
  schedule: '/api/my-schedule',
  /** The same items as an iCalendar file (RFC 5545). */
  calendar: '/api/my-schedule.ics',
} as const;
