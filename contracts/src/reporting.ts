import { z } from 'zod';
import { boundedDate, text } from './bounds.ts';
import { IncidentType } from './incident-report.ts';

const Person = z.object({ id: z.uuid(), name: z.string() });

/**
 * GET /api/incidents/reporter-profile: the signed-in reporter as the records know them, shown on
 * the report form. `supervisors` is the one on their record, else their department's supervisors.
 */
export const ReporterProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  department: z.string(),
  position: z.string().nullable(),
  supervisors: z.array(Person),
  homeEstablishment: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ReporterProfile = z.infer<typeof ReporterProfile>;

/** GET /api/employees/directory?search=: active colleagues to pick as the person involved. */
export const EmployeeDirectoryQuery = z.strictObject({
  search: text(100).default(''),
});
export const EmployeeDirectoryEntry = Person.extend({
  department: z.string(),
  position: z.string().nullable(),
});
export type EmployeeDirectoryEntry = z.infer<typeof EmployeeDirectoryEntry>;
/** At most this many match a search: the list narrows as the user types. */
export const EMPLOYEE_DIRECTORY_LIMIT = 20;

/**
 * GET /api/incidents/possible-duplicates?date=&type=&location=: the signed-in user's own reports
 * of the last 24 hours with the same date, type and location (compared without case and
 * surrounding spaces), newest first.
 */
export const PossibleDuplicatesQuery = z.strictObject({
  date: boundedDate(),
  type: IncidentType,
  location: text(200).min(1),
});
export type PossibleDuplicatesQuery = z.infer<typeof PossibleDuplicatesQuery>;
export const PossibleDuplicate = z.object({
  id: z.uuid(),
  reportNumber: z.string(),
  createdAt: z.string(),
});
export type PossibleDuplicate = z.infer<typeof PossibleDuplicate>;
/** How far back a report counts as a possible duplicate of a new one. */
export const DUPLICATE_WINDOW_HOURS = 24;
