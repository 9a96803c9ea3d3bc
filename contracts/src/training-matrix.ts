import { z } from 'zod';
import { DEFAULT_EXPIRING_WITHIN_DAYS, requirementScopes, roles } from '@hs/domain/vocabulary';
import { Role } from './auth.ts';
import { text } from './bounds.ts';

export { DEFAULT_EXPIRING_WITHIN_DAYS };
export const MAX_VALIDITY_MONTHS = 600;
export const MAX_GRACE_DAYS = 365;

export const RequirementScope = z.enum(requirementScopes);
export type RequirementScope = z.infer<typeof RequirementScope>;

/** PUT /api/trainings/:id/validity (safety team): months a completion holds, or null for good. */
export const TrainingValidityBody = z.strictObject({
  validityMonths: z.number().int().min(1).max(MAX_VALIDITY_MONTHS).nullable(),
});
export type TrainingValidityBody = z.infer<typeof TrainingValidityBody>;

/** POST /api/training-requirements (admin): a course owed by a role, department, job title or person. */
export const TrainingRequirementBody = z
  .strictObject({
    trainingId: z.uuid(),
    scope: RequirementScope,
    value: text(100).trim().min(1, 'Required'),
    graceDays: z.number().int().min(0).max(MAX_GRACE_DAYS).default(0),
  })
  .superRefine((body, context) => {
    if (body.scope === 'role' && !(roles as readonly string[]).includes(body.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: `Must be one of: ${roles.join(', ')}` });
    }
    if (body.scope === 'person' && !z.uuid().safeParse(body.value).success) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'Must be the id of an employee' });
    }
  });
export type TrainingRequirementBody = z.infer<typeof TrainingRequirementBody>;

export const TrainingRequirementParams = z.strictObject({ id: z.uuid() });

/** A requirement in force, as listed on the matrix page. */
export const TrainingRequirement = z.object({
  id: z.uuid(),
  trainingId: z.uuid(),
  trainingTitle: z.string(),
  scope: RequirementScope,
  value: z.string(),
  /** What the page shows for the value: the person's name for a person, else the value itself. */
  valueLabel: z.string(),
  graceDays: z.number().int(),
  setAt: z.string(),
});
export type TrainingRequirement = z.infer<typeof TrainingRequirement>;

/** GET /api/training-matrix: filters, and the window in days within which a qualification is expiring. */
export const TrainingMatrixQuery = z.strictObject({
  withinDays: z.coerce.number().int().min(1).max(MAX_GRACE_DAYS).default(DEFAULT_EXPIRING_WITHIN_DAYS),
  establishmentId: z.uuid().optional(),
  department: text(100).optional(),
  role: Role.optional(),
});
export type TrainingMatrixQuery = z.infer<typeof TrainingMatrixQuery>;

export const MatrixCell = z.discriminatedUnion('state', [
  z.object({ state: z.literal('not-required') }),
  z.object({ state: z.literal('missing'), dueOn: z.string() }),
  z.object({
    state: z.enum(['held', 'expiring', 'expired']),
    completedOn: z.string(),
    /** null: it holds for good. */
    validThrough: z.string().nullable(),
  }),
]);
export type MatrixCell = z.infer<typeof MatrixCell>;
export type MatrixCellState = MatrixCell['state'];

export const TrainingMatrix = z.object({
  /** The site's today the cells stand on. */
  asOf: z.string(),
  withinDays: z.number().int(),
  /** The courses some requirement names, in title order: the columns. */
  courses: z.array(
    z.object({ id: z.uuid(), title: z.string(), validityMonths: z.number().int().nullable() }),
  ),
  /** Active people matching the filters, by name; `cells` follow `courses`. */
  people: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      department: z.string(),
      position: z.string().nullable(),
      role: Role,
      cells: z.array(MatrixCell),
    }),
  ),
  /** How many cells are in each state. */
  totals: z.object({
    held: z.number().int(),
    expiring: z.number().int(),
    expired: z.number().int(),
    missing: z.number().int(),
    notRequired: z.number().int(),
  }),
  /** The departments the caller may filter by (a supervisor's own only). */
  departments: z.array(z.string()),
});
export type TrainingMatrix = z.infer<typeof TrainingMatrix>;

export const trainingMatrixRoutes = {
  validity: (id: string) => `/api/trainings/${encodeURIComponent(id)}/validity`,
  requirements: '/api/training-requirements',
  requirement: (id: string) => `/api/training-requirements/${encodeURIComponent(id)}`,
  matrix: '/api/training-matrix',
  /** The same cells as CSV, with the same filters. */
  matrixCsv: '/api/training-matrix.csv',
} as const;
