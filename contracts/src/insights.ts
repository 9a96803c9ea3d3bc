import { z } from 'zod';
import { Company } from './auth.ts';
import { boundedDate, text } from './bounds.ts';
import { IncidentType, Severity } from './incident-report.ts';
import { listOf } from './incidents.ts';
import { OshaRatePeriod } from './osha-rates-clocks.ts';

export const insightsRoutes = { insights: '/api/insights' } as const;

/** The periods of the Insights page: the last 30 or 90 days, the last 12 months, a calendar year, or from/to. */
export const insightPeriods = ['30d', '90d', '12m', 'year', 'custom'] as const;
export const InsightPeriod = z.enum(insightPeriods);
export type InsightPeriod = z.infer<typeof InsightPeriod>;

/** The longest custom period, in days: five years of months is what a chart still reads. */
export const MAX_INSIGHT_DAYS = 5 * 366;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * GET /api/insights. `year` goes with period=year, `from` and `to` (both days included) with
 * period=custom; the other filters narrow every chart alike.
 */
export const InsightsQuery = z
  .strictObject({
    period: InsightPeriod.default('12m'),
    year: z.coerce.number().int().min(1970).max(2099).optional(),
    from: boundedDate().optional(),
    to: boundedDate().optional(),
    company: Company.optional(),
    establishment: z.uuid('Not an establishment id').optional(),
    department: text(100).trim().min(1).optional(),
    type: listOf(IncidentType).optional(),
    severity: listOf(Severity).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.period === 'year' && q.year === undefined)
      ctx.addIssue({ code: 'custom', path: ['year'], message: 'Choose a year' });
    if (q.period !== 'custom') return;
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose a start date' });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose an end date' });
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must not be before the start date',
      });
    else if (q.from && q.to && daysBetween(q.from, q.to) > MAX_INSIGHT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'A period may be at most five years long' });
  });
export type InsightsQuery = z.infer<typeof InsightsQuery>;

const counts = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<T[number], z.ZodNumber>);

export const InsightMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  total: z.number().int(),
  byType: counts(IncidentType.options),
  bySeverity: counts(Severity.options),
  /** The mean of the whole months' counts of the 12 calendar months ending with this one. */
  movingAverage: z.number(),
  /** Near misses per injury in the month; null when there was no injury. */
  nearMissRatio: z.number().nullable(),
});
export type InsightMonth = z.infer<typeof InsightMonth>;

/** A bar of "where": its key is what the filter or link takes (null: not recorded). */
export const InsightPlace = z.object({
  key: z.string().nullable(),
  label: z.string(),
  count: z.number().int(),
});
export type InsightPlace = z.infer<typeof InsightPlace>;

export const insightStages = ['under-review', 'resolved', 'closed'] as const;
export const InsightStage = z.enum(insightStages);
export type InsightStage = z.infer<typeof InsightStage>;

/** Days from the report to a stage, over the incidents of the period that reached it. */
export const InsightSpeed = z.object({
  stage: InsightStage,
  reached: z.number().int(),
  medianDays: z.number().nullable(),
  p90Days: z.number().nullable(),
});
export type InsightSpeed = z.infer<typeof InsightSpeed>;

/** Incidents of one weekday (1 Monday to 7 Sunday) by the hour they happened, on the site's clock. */
export const InsightWeekday = z.object({
  weekday: z.number().int().min(1).max(7),
  /** 24 counts: hour 0 (00:00-00:59) to hour 23. */
  hours: z.array(z.number().int()).length(24),
  /** That weekday's reports that gave no time. */
  untimed: z.number().int(),
});
export type InsightWeekday = z.infer<typeof InsightWeekday>;

/**
 * The corrective actions due in one month, as they stand now: closed (done or verified) by their
 * due date or after it, and those not closed, past due or not yet due, in each action's site zone.
 */
export const InsightActionMonth = z.object({
  /** YYYY-MM, the month they are due. */
  month: z.string(),
  closedOnTime: z.number().int(),
  closedLate: z.number().int(),
  overdue: z.number().int(),
  notYetDue: z.number().int(),
});
export type InsightActionMonth = z.infer<typeof InsightActionMonth>;

/** The inspections completed in the period at one establishment. */
export const InsightInspectionSite = z.object({
  establishmentId: z.string(),
  name: z.string(),
  completed: z.number().int(),
  /** The mean score in percent (one decimal) of those with a score; null when none has one. */
  meanScore: z.number().nullable(),
  /** Completed within their scheduled window, of those done for a schedule. */
  onTime: z.number().int(),
  scheduled: z.number().int(),
});
export type InsightInspectionSite = z.infer<typeof InsightInspectionSite>;

/** One department's people: training owed in the period, and signatures owed now. */
export const InsightPeopleDepartment = z.object({
  department: z.string(),
  /** Active employees; 0 when only signatures name the department. */
  employees: z.number().int(),
  /** Training assignments due in the period and owed by its end or today: done by their due day, of all. */
  trainingOnTime: z.number().int(),
  trainingDue: z.number().int(),
  /** Signatures its active employees owe on the current versions now, and those not yet given. */
  signaturesOwed: z.number().int(),
  signaturesAwaiting: z.number().int(),
});
export type InsightPeopleDepartment = z.infer<typeof InsightPeopleDepartment>;

export const InsightDocumentAwaiting = z.object({
  documentId: z.string(),
  name: z.string(),
  owed: z.number().int(),
  awaiting: z.number().int(),
});
export type InsightDocumentAwaiting = z.infer<typeof InsightDocumentAwaiting>;

/** An establishment's OSHA rates for one calendar year, as the OSHA rates page computes them. */
export const InsightOshaRate = OshaRatePeriod.omit({ period: true, from: true, to: true }).extend({
  establishmentId: z.string(),
  name: z.string(),
  year: z.number().int(),
});
export type InsightOshaRate = z.infer<typeof InsightOshaRate>;

export const InsightsAnswer = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  /** The department a supervisor's figures are held to; null for the safety team. */
  scopedToDepartment: z.string().nullable(),
  total: z.number().int(),
  months: z.array(InsightMonth),
  where: z.object({
    locations: z.array(InsightPlace),
    establishments: z.array(InsightPlace),
    departments: z.array(InsightPlace),
  }),
  speed: z.array(InsightSpeed),
  /** Monday to Sunday: when in the week incidents happen. */
  when: z.array(InsightWeekday),
  /**
   * Corrective actions due in the period's months, by the company, establishment and department
   * (the owner's) filters; incident type and severity do not narrow them.
   */
  actions: z.array(InsightActionMonth),
  /**
   * Inspections completed in the period, by site, most first; by the company, establishment and
   * department (the inspector's) filters.
   */
  inspections: z.array(InsightInspectionSite),
  /**
   * People, by the department filter only: training compliance by the Compliance page's definition,
   * signatures awaited now by department and the ten documents awaiting most.
   */
  /**
   * TRIR and DART per establishment for each calendar year the period touches, newest first, by
   * the company and establishment filters; null for a supervisor (the OSHA records are the safety team's).
   */
  osha: z.array(InsightOshaRate).nullable(),
  people: z.object({
    departments: z.array(InsightPeopleDepartment),
    documents: z.array(InsightDocumentAwaiting),
  }),
  /** What the filters offer: the establishments on record and the departments incidents name. */
  options: z.object({
    establishments: z.array(z.object({ id: z.string(), name: z.string(), company: z.string() })),
    departments: z.array(z.string()),
  }),
});
export type InsightsAnswer = z.infer<typeof InsightsAnswer>;
