import { z } from 'zod';
import {
  contributingFactors,
  incidentStatuses,
  incidentTypes,
  involvedKinds,
  severities,
} from '@hs/domain/vocabulary';
import { AttachmentIds } from './attachments.ts';
import { boundedDate, text } from './bounds.ts';

/** The report form's values, as stored; the lists are the domain's, which the form offers in order. */
export { incidentTypes, severities, contributingFactors, incidentStatuses };
export const IncidentType = z.enum(incidentTypes);
export type IncidentType = z.infer<typeof IncidentType>;

export const Severity = z.enum(severities);
export type Severity = z.infer<typeof Severity>;

export const ContributingFactor = z.enum(contributingFactors);
export type ContributingFactor = z.infer<typeof ContributingFactor>;

/**
 * The one status vocabulary (docs/architecture.md, "Where the product departs from its original
 * specification").
 */
export const IncidentStatus = z.enum(incidentStatuses);
export type IncidentStatus = z.infer<typeof IncidentStatus>;

const optionalText = (max: number) => text(max).nullable().default(null);

/** Who the report is about (the domain's involvedKinds). */
export const InvolvedKind = z.enum(involvedKinds);
export type InvolvedKind = z.infer<typeof InvolvedKind>;

/**
 * The person involved: the reporter (default), an employee picked by id, or someone not employed
 * here named with their organisation. Names, department and supervisor come from the records.
 */
export const InvolvedPerson = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('reporter') }),
  z.strictObject({ kind: z.literal('employee'), employeeId: z.uuid('Choose an employee from the list') }),
  z.strictObject({
    kind: z.literal('non-employee'),
    name: text(200).min(1, 'Enter the name of the person involved'),
    organisation: text(200).min(1, 'Enter their company or organisation'),
  }),
]);
export type InvolvedPerson = z.infer<typeof InvolvedPerson>;

/**
 * Body of POST /api/incidents: every field of the form. Unknown fields are refused, including
 * reportNumber, reportedBy and status, which the server assigns, and the employee's name, id,
 * department, position and supervisor, which it reads from the records.
 */
export const ReportIncidentBody = z.strictObject({
  type: IncidentType,
  severity: Severity.default('Low'),
  location: text(200),
  /** Not after today in the site's time zone: the server checks that with its clock. */
  date: boundedDate(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time as HH:MM')
    .max(5)
    .nullable()
    .default(null),
  description: text(10_000),
  involved: InvolvedPerson.default({ kind: 'reporter' }),
  injuryOccurred: z.boolean().default(false),
  illnessOccurred: z.boolean().default(false),
  medicalAttentionRequired: z.boolean().default(false),
  propertyDamage: z.boolean().default(false),
  environmentalImpact: z.boolean().default(false),
  workRelated: z.boolean().default(true),
  contributingFactors: z
    .array(ContributingFactor)
    .max(ContributingFactor.options.length)
    .refine((factors) => new Set(factors).size === factors.length, 'Each factor may appear once')
    .default([]),
  witnessName: optionalText(1_000),
  immediateActionsTaken: optionalText(5_000),
  preventiveMeasures: optionalText(5_000),
  rootCauseAnalysis: optionalText(5_000),
  requiresInvestigation: z.boolean().default(false),
  regulatoryReporting: z.boolean().default(false),
  insuranceNotification: z.boolean().default(false),
  /**
   * The establishment where it happened. The report form requires it; the API accepts a report
   * without one (clients that predate establishments) and an administrator assigns it later.
   */
  establishmentId: z.uuid('Choose an establishment').nullable().optional(),
  /** Photos and files uploaded just before with POST /api/attachments (by the same user). */
  attachmentIds: AttachmentIds.optional(),
});
export type ReportIncidentBody = z.infer<typeof ReportIncidentBody>;
export type ReportIncidentInput = z.input<typeof ReportIncidentBody>;

export const ReportIncidentResponse = z.object({
  id: z.uuid(),
  reportNumber: z.string(),
  consistencyToken: z.string(),
});
export type ReportIncidentResponse = z.infer<typeof ReportIncidentResponse>;
