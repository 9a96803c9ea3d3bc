import { z } from 'zod';
import { trainingTypes } from '@hs/domain/vocabulary';
import { boundedDate, EARLIEST_DATE, LATEST_DATE, text } from './bounds.ts';

export const TrainingType = z.enum(trainingTypes);
export type TrainingType = z.infer<typeof TrainingType>;

/** A course or a dated session of the training catalogue. */
export const Training = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  type: TrainingType,
  /** No date: a self-paced course. */
  date: z.string().nullable(),
  time: z.string().nullable(),
  location: z.string().nullable(),
  duration: z.string(),
  maxAttendees: z.number().int().nullable(),
  /** Months a completion holds; null: for good. */
  validityMonths: z.number().int().nullable(),
  enrolledCount: z.number().int(),
  /** People waiting for a seat of a full session. */
  waitlistCount: z.number().int(),
  /** null when there is no limit. */
  seatsLeft: z.number().int().nullable(),
});
export type Training = z.infer<typeof Training>;

/** POST /api/trainings (admin): a course (no date) or a dated session. */
export const CreateTrainingBody = z.strictObject({
  title: text(200).min(1, 'Title is required'),
  description: text(2000).default(''),
  type: TrainingType,
  date: boundedDate().nullable().optional(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM')
    .max(5)
    .nullable()
    .optional(),
  location: text(200).nullable().optional(),
  duration: text(100).min(1, 'Duration is required'),
  maxAttendees: z.number().int().min(1).max(10_000).nullable().optional(),
});
export type CreateTrainingBody = z.infer<typeof CreateTrainingBody>;

/** POST /api/trainings/enroll: the signed-in user; an administrator may enrol someone else. */
export const EnrollBody = z.strictObject({ trainingId: z.uuid(), userId: z.uuid().optional() });
export type EnrollBody = z.infer<typeof EnrollBody>;
/** A full session puts the person on its waitlist (`waitlisted`, with their place in line). */
export const EnrollResponse = z.object({
  trainingId: z.uuid(),
  userId: z.uuid(),
  status: z.enum(['registered', 'waitlisted']),
  waitlistPosition: z.number().int().min(1).nullable(),
  message: z.string(),
  consistencyToken: z.string(),
});
export type EnrollResponse = z.infer<typeof EnrollResponse>;

/**
 * POST /api/trainings/unenroll: give up a registration or a place on the waitlist before the
 * session starts (the signed-in user; an administrator may name someone else).
 */
export const UnenrollBody = EnrollBody;
export type UnenrollBody = z.infer<typeof UnenrollBody>;

/**
 * POST /api/trainings/:id/completions: an administrator records a completion (for anyone, on any
 * day from the session to today), or an employee finishes an online course (today).
 */
export const CompleteTrainingBody = z.strictObject({
  userId: z.uuid().optional(),
  completedOn: boundedDate().optional(),
});
export const TrainingIdParams = z.strictObject({ id: z.uuid() });

/** A user's registrations (GET /api/users/:userId/trainings): My Certifications. */
export const UserTraining = z.object({
  trainingId: z.uuid(),
  title: z.string(),
  type: TrainingType,
  date: z.string().nullable(),
  time: z.string().nullable(),
  location: z.string().nullable(),
  duration: z.string(),
  status: z.enum(['enrolled', 'waitlisted', 'completed']),
  /** 1 = next to get a seat; null unless waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  enrolledAt: z.string().nullable(),
  completedOn: z.string().nullable(),
});
export type UserTraining = z.infer<typeof UserTraining>;

/** The dashboard's periods: each ends today in the site's time zone. */
export const MetricsPeriod = z.enum(['this-month', 'last-3-months', 'year-to-date']);
export type MetricsPeriod = z.infer<typeof MetricsPeriod>;
export const MetricsQuery = z.strictObject({ period: MetricsPeriod.default('this-month') });

/** Of what was owed, what was done in time; the rate in percent to one decimal. */
export const FigureRatio = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  rate: z.number(),
});
export type FigureRatio = z.infer<typeof FigureRatio>;

/**
 * The compliance figures of one period, across all departments, computed in one place for the
 * dashboard, the Compliance page and the admin dashboard. An area is null when nothing was owed
 * in it ("No data yet") and left out of the overall rate.
 */
export const ComplianceFigures = z.object({
  from: z.string(),
  to: z.string(),
  /** The day the figures stand on. */
  asOf: z.string(),
  /** Trainings due in the period (once overdue or done) completed by their due date. */
  training: FigureRatio.nullable(),
  /** Signatures of current versions owed by `asOf`, given by then. */
  documentation: FigureRatio.nullable(),
  /** Scheduled inspections of the period done by their period's end, of those due. */
  inspections: FigureRatio.nullable(),
  /** The mean of the areas with data; null when none has any. */
  overall: z.number().nullable(),
});
export type ComplianceFigures = z.infer<typeof ComplianceFigures>;

/** GET /api/metrics/current: every figure covers the chosen period. */
const PeriodFigures = z.object({
  from: z.string(),
  to: z.string(),
  incidentsCount: z.number().int(),
  nearMissesCount: z.number().int(),
  compliance: ComplianceFigures,
});

export const CurrentMetrics = PeriodFigures.extend({
  period: MetricsPeriod,
  /**
   * The same figures for the period compared with: as many days, one period length back (this
   * month so far against the same days of last month, the year so far against last year's).
   */
  previous: PeriodFigures,
});
export type CurrentMetrics = z.infer<typeof CurrentMetrics>;

/** A past or the current month ("2026-11") whose figures the Compliance page shows. */
export const ComplianceQuery = z.strictObject({
  month: text(7)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month such as 2026-11')
    .refine(
      (month) => month >= EARLIEST_DATE.slice(0, 7) && month <= LATEST_DATE.slice(0, 7),
      `Must be a month from ${EARLIEST_DATE.slice(0, 7)} to ${LATEST_DATE.slice(0, 7)}`,
    )
    .optional(),
});

/** GET /api/compliance/summary: the figures behind the Compliance Management page. */
export const ComplianceSummary = z.object({
  /** The month's figures up to its last day, or today for the current month. */
  compliance: ComplianceFigures,
  /** Counts of all departments as they stood on `compliance.asOf`. */
  activeEmployees: z.number().int(),
  /** Active employees with no assigned training overdue. */
  upToDateEmployees: z.number().int(),
  overdueAssignments: z.number().int(),
  openAssignments: z.number().int(),
  completedAssignments: z.number().int(),
  /** Training compliance per department, by the same definition as `compliance.training`. */
  departments: z.array(
    z.object({
      department: z.string(),
      employees: z.number().int(),
      training: FigureRatio.nullable(),
    }),
  ),
});
export type ComplianceSummary = z.infer<typeof ComplianceSummary>;

export const trainingRoutes = {
  trainings: '/api/trainings',
  upcoming: '/api/trainings/upcoming',
  enroll: '/api/trainings/enroll',
  unenroll: '/api/trainings/unenroll',
  completions: (id: string) => `/api/trainings/${encodeURIComponent(id)}/completions`,
  /** The attendance sheet of an in-person session (safety team). */
  attendance: (id: string) => `/api/trainings/${encodeURIComponent(id)}/attendance`,
  userTrainings: (userId: string) => `/api/users/${encodeURIComponent(userId)}/trainings`,
  metrics: '/api/metrics/current',
  /** The same figures as CSV, for the same period. */
  metricsCsv: '/api/metrics/current.csv',
  compliance: '/api/compliance/summary',
  /** The same figures as CSV, for the same month. */
  complianceCsv: '/api/compliance/summary.csv',
} as const;
