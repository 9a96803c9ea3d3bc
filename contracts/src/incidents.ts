import { z } from 'zod';
import { auditCheckTriggers, statusesNeedingNote } from '@hs/domain/vocabulary';
import { AttachmentIds, AttachmentView } from './attachments.ts';
import { ComplianceFigures } from './trainings.ts';
import { Company } from './auth.ts';
import { INT4_MAX, boundedDate, text } from './bounds.ts';
import { IncidentDisposition, IncidentDispositionDetail, IncidentListShow } from './incident-dispositions.ts';
import { IncidentCursorParam } from './incident-pages.ts';
import {
  ContributingFactor,
  IncidentStatus,
  IncidentType,
  InvolvedKind,
  Severity,
} from './incident-report.ts';

/**
 * A row of the incident table and the list endpoint. `summaryOnly` rows are a
 * colleague's incident the reader may not see whole (docs/product.md, Roles): severity and the
 * employee's name are then null.
 */
export const IncidentSummary = z.object({
  id: z.uuid(),
  reportNumber: z.string(),
  type: IncidentType,
  severity: Severity.nullable(),
  location: z.string(),
  /** Null when the stored date is not a real day (an event from before the bounds); see dateAsReported. */
  date: z.string().nullable(),
  /** The date as it was entered, when it could not be kept as a date. */
  dateAsReported: z.string().optional(),
  status: IncidentStatus,
  employeeName: z.string().nullable(),
  createdAt: z.string(),
  summaryOnly: z.boolean(),
  /** Marked duplicate or void by the safety team (out of every count); null when it counts. */
  disposition: IncidentDisposition.nullable(),
});
export type IncidentSummary = z.infer<typeof IncidentSummary>;

/** A row the reader sees whole: the safety team's and a supervisor's review screens. */
export const WholeIncidentSummary = IncidentSummary.extend({
  severity: Severity,
  employeeName: z.string(),
  summaryOnly: z.literal(false),
});
export type WholeIncidentSummary = z.infer<typeof WholeIncidentSummary>;

/** Everything stored for one incident. */
export const IncidentDetail = WholeIncidentSummary.extend({
  time: z.string().nullable(),
  description: z.string(),
  employeeId: z.string().nullable(),
  employeeDepartment: z.string().nullable(),
  employeePosition: z.string().nullable(),
  employeeSupervisor: z.string().nullable(),
  injuryOccurred: z.boolean(),
  illnessOccurred: z.boolean(),
  medicalAttentionRequired: z.boolean(),
  propertyDamage: z.boolean(),
  environmentalImpact: z.boolean(),
  workRelated: z.boolean(),
  contributingFactors: z.array(ContributingFactor),
  witnessName: z.string().nullable(),
  immediateActionsTaken: z.string().nullable(),
  preventiveMeasures: z.string().nullable(),
  rootCauseAnalysis: z.string().nullable(),
  requiresInvestigation: z.boolean(),
  regulatoryReporting: z.boolean(),
  insuranceNotification: z.boolean(),
  establishmentId: z.string().nullable(),
  reportedBy: z.string().nullable(),
  /** Absent on reports made before the people came from the records. */
  involvedKind: InvolvedKind.nullable(),
  employeeOrganisation: z.string().nullable(),
  reporterName: z.string().nullable(),
  /** Who was told and reviews it: the supervisors of the person involved and of the reporter. */
  supervisors: z.array(z.object({ id: z.string(), name: z.string() })),
  version: z.number().int(),
  statusChangedAt: z.string().nullable(),
  statusChangedBy: z.string().nullable(),
  dispositionDetail: IncidentDispositionDetail,
});
export type IncidentDetail = z.infer<typeof IncidentDetail>;

/** A comma-separated list in a query string ("submitted,under-review"), or the parameter repeated. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(item).max(10),
  );

/**
 * GET /api/incidents: newest first. The tabs filter by status (Pending Review = submitted,
 * under-review; Resolved = resolved, closed); Administration searches report number,
 * description, location and employee name, and filters by status, severity, the days it happened
 * on and where, as the Insights page counts them. A page ends where `cursor` (the previous page's
 * X-Next-Cursor) says, so every record is reachable at the same cost.
 */
export const ListIncidentsQuery = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    cursor: IncidentCursorParam.optional(),
    status: listOf(IncidentStatus).optional(),
    severity: listOf(Severity).optional(),
    search: z.string().trim().max(200).optional(),
    /** Only incidents with corrective actions not yet verified effective. */
    openActions: z.enum(['true']).optional(),
    /** The reports that count (default), or those marked duplicate or void. */
    show: IncidentListShow.default('counted'),
    /** Only the signed-in user's own reports ("My reports"). */
    mine: z.enum(['true']).optional(),
    /**
     * The days it happened on, both included, on the site's calendar; a report whose date is not a
     * real day counts on the site day it was reported (as the Insights page counts it).
     */
    from: boundedDate().optional(),
    to: boundedDate().optional(),
    type: listOf(IncidentType).optional(),
    /** The location as written, without case or surrounding spaces. */
    location: text(200).min(1).optional(),
    establishment: z.uuid('Not an establishment id').optional(),
    company: Company.optional(),
    /** The department of the person involved, else the reporter's, without case or surrounding spaces. */
    department: text(100).min(1).optional(),
  })
  .refine((q) => !(q.from && q.to && q.from > q.to), {
    path: ['to'],
    message: 'The end date must not be before the start date',
  });
export type ListIncidentsQuery = z.infer<typeof ListIncidentsQuery>;

/** Time travel: the incident as it stood at a past moment or after its n-th event. */
export const IncidentAsOfQuery = z
  .strictObject({
    asOf: z.iso.datetime({ offset: true }).optional(),
    asOfVersion: z.coerce.number().int().min(1).optional(),
  })
  .refine((q) => !(q.asOf && q.asOfVersion), 'Give asOf or asOfVersion, not both');

/** The detail, possibly as of the past: then `asOf` says which event, and what has changed since. */
export const IncidentView = IncidentDetail.extend({
  asOf: z.object({ version: z.number().int(), recordedAt: z.string() }).nullable(),
  changedSince: z.array(z.string()),
  /** The reader reviews this incident (status changes); others who see it whole may comment. */
  mayReview: z.boolean(),
  /** Photos and files of the report as it stands now (a comment's are on its history entry). */
  attachments: z.array(AttachmentView),
});
export type IncidentView = z.infer<typeof IncidentView>;

/**
 * What someone who neither reported nor reviews an incident sees of it: no severity, people,
 * medical fields, witnesses or notes.
 */
export const IncidentSummaryView = IncidentSummary.pick({
  id: true,
  reportNumber: true,
  type: true,
  location: true,
  date: true,
  dateAsReported: true,
  status: true,
  disposition: true,
}).extend({ summaryOnly: z.literal(true) });
export type IncidentSummaryView = z.infer<typeof IncidentSummaryView>;

/** GET /api/incidents/:id: the whole incident, or its summary (see IncidentSummaryView). */
export const IncidentOrSummary = z.discriminatedUnion('summaryOnly', [IncidentView, IncidentSummaryView]);
export type IncidentOrSummary = z.infer<typeof IncidentOrSummary>;

/** POST /api/incidents/:id/comments: from the reporter, the department's supervisor or the safety team. */
export const CommentOnIncidentBody = z.strictObject({
  text: text(2000).min(1, 'Please write a comment.'),
  /** Photos and files uploaded just before with POST /api/attachments (by the same user). */
  attachmentIds: AttachmentIds.optional(),
});
export type CommentOnIncidentBody = z.infer<typeof CommentOnIncidentBody>;

export const CommentOnIncidentResponse = z.object({
  version: z.number().int(),
  consistencyToken: z.string().nullable(),
});

/** The statuses that need a note saying why (the server refuses them without one, naming `note`). */
export { statusesNeedingNote };

/** PATCH /api/incidents/:id/status (reviewers; supervisors only into review). expectedVersion makes a stale change a 409. */
export const ChangeIncidentStatusBody = z.strictObject({
  status: IncidentStatus,
  note: text(2000).nullable().optional(),
  expectedVersion: z.number().int().min(1).max(INT4_MAX).optional(),
  /** An administrator's reason to close while corrective actions are not verified effective. */
  overrideReason: text(1000).nullable().optional(),
});
export type ChangeIncidentStatusBody = z.infer<typeof ChangeIncidentStatusBody>;

export const ChangeIncidentStatusResponse = z.object({
  status: IncidentStatus,
  version: z.number().int(),
  /** null when the incident already had that status: nothing changed. */
  consistencyToken: z.string().nullable(),
});

export const Actor = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  role: z.string().nullable(),
});

/** One event of an incident's history, with who did it and when. */
export const IncidentHistoryEntry = z.object({
  version: z.number().int(),
  eventId: z.uuid(),
  type: z.string(),
  recordedAt: z.string(),
  actor: Actor,
  summary: z.string(),
  fromStatus: IncidentStatus.nullable(),
  toStatus: IncidentStatus.nullable(),
  note: z.string().nullable(),
  changedFields: z.array(z.string()),
  /** Files this event put on the incident (a report's, a comment's, one added later). */
  attachments: z.array(AttachmentView),
});
export type IncidentHistoryEntry = z.infer<typeof IncidentHistoryEntry>;

export const IncidentHistory = z.object({
  incidentId: z.uuid(),
  reportNumber: z.string(),
  entries: z.array(IncidentHistoryEntry),
});
export type IncidentHistory = z.infer<typeof IncidentHistory>;

/** An event exactly as stored, for an auditor to check offline. */
export const AuditEvent = z.object({
  streamId: z.string(),
  streamVersion: z.number().int(),
  eventId: z.uuid(),
  type: z.string(),
  schemaVersion: z.number().int(),
  data: z.unknown(),
  metadata: z.record(z.string(), z.unknown()),
  recordedAt: z.string(),
  position: z.string(),
  hash: z.string(),
  prevHash: z.string(),
});
export const IncidentAudit = z.object({
  incidentId: z.uuid(),
  streamId: z.string(),
  algorithm: z.string(),
  chainValid: z.boolean(),
  events: z.array(AuditEvent),
});
export type IncidentAudit = z.infer<typeof IncidentAudit>;

/** GET /api/admin/dashboard. */
export const AdminDashboard = z.object({
  totalIncidents: z.number().int(),
  pendingReview: z.number().int(),
  monthlyIncidents: z.number().int(),
  /** This month's compliance figures, the same as the dashboard's and the Compliance page's. */
  compliance: ComplianceFigures,
  recentIncidents: z.array(WholeIncidentSummary),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

export const NotificationItem = WholeIncidentSummary.extend({ descriptionPreview: z.string() });
/** GET /api/admin/notifications: the attention set is every submitted incident. */
export const AdminNotifications = z.object({
  pendingNotifications: z.number().int(),
  totalIncidents: z.number().int(),
  openCases: z.number().int(),
  items: z.array(NotificationItem),
});
export type AdminNotifications = z.infer<typeof AdminNotifications>;

export const AuditVerification = z.object({
  verifiedAt: z.string(),
  ok: z.boolean(),
  events: z.number().int(),
  streams: z.number().int(),
  firstBreak: z
    .object({
      streamId: z.string(),
      streamVersion: z.number().int(),
      eventId: z.string(),
      reason: z.string(),
    })
    .nullable(),
  trigger: z.enum(auditCheckTriggers),
  verifiedBy: z.string().nullable(),
});
export type AuditVerification = z.infer<typeof AuditVerification>;

export const IncidentIdParams = z.strictObject({ id: z.uuid() });
