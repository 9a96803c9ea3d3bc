import { z } from 'zod';
import { complianceIssueCategories, safetyInboxKinds, safetyInboxStatuses } from '@hs/domain/vocabulary';
import { text } from './bounds.ts';

export const SafetyInboxKind = z.enum(safetyInboxKinds);
export type SafetyInboxKind = z.infer<typeof SafetyInboxKind>;
export const SafetyInboxStatus = z.enum(safetyInboxStatuses);
export type SafetyInboxStatus = z.infer<typeof SafetyInboxStatus>;
export const ComplianceIssueCategory = z.enum(complianceIssueCategories);
export type ComplianceIssueCategory = z.infer<typeof ComplianceIssueCategory>;

export const MAX_SAFETY_SUBJECT = 120;
export const MAX_SAFETY_TEXT = 4000;

/** POST /api/safety-inbox/messages (anyone signed in): "Contact Safety Team". */
export const SafetyMessageBody = z.strictObject({
  subject: text(MAX_SAFETY_SUBJECT).min(1, 'Required'),
  message: text(MAX_SAFETY_TEXT).min(1, 'Required'),
  /** The incident report the message is about, by its number (IR-2026-000042); optional. */
  aboutReportNumber: text(20)
    .regex(/^IR-\d{4}-\d{6}$/, 'A report number looks like IR-2026-000042')
    .nullable()
    .default(null),
});
export type SafetyMessageBody = z.infer<typeof SafetyMessageBody>;

/** POST /api/safety-inbox/compliance-issues (anyone signed in): "Report Compliance Issue". */
export const ComplianceIssueBody = z.strictObject({
  category: ComplianceIssueCategory,
  description: text(MAX_SAFETY_TEXT).min(1, 'Required'),
  department: text(100).min(1, 'Required'),
  location: text(200).nullable().default(null),
});
export type ComplianceIssueBody = z.infer<typeof ComplianceIssueBody>;

/** PATCH /api/safety-inbox/:id/status (safety team): a resolution needs a note, a dismissal a reason. */
export const SafetyInboxStatusBody = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('under-review') }),
  z.strictObject({ status: z.literal('resolved'), note: text(MAX_SAFETY_TEXT).min(1, 'Required') }),
  z.strictObject({ status: z.literal('dismissed'), reason: text(MAX_SAFETY_TEXT).min(1, 'Required') }),
]);
export type SafetyInboxStatusBody = z.infer<typeof SafetyInboxStatusBody>;

export const SafetyInboxParams = z.strictObject({ id: z.uuid() });

/** GET /api/safety-inbox: the safety team's inbox, or the caller's own submissions for anyone else. */
export const SafetyInboxQuery = z.strictObject({
  kind: SafetyInboxKind.optional(),
  status: SafetyInboxStatus.optional(),
});
export type SafetyInboxQuery = z.infer<typeof SafetyInboxQuery>;

export const SafetyInboxItem = z.object({
  id: z.uuid(),
  kind: SafetyInboxKind,
  status: SafetyInboxStatus,
  company: z.string(),
  /** The message's subject, or the issue's category. */
  subject: z.string().nullable(),
  category: ComplianceIssueCategory.nullable(),
  /** The message, or the issue's description. */
  text: z.string(),
  aboutReportNumber: z.string().nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  submittedBy: z.string(),
  submittedByName: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  /** The resolution note or the reason for dismissal. */
  outcome: z.string().nullable(),
});
export type SafetyInboxItem = z.infer<typeof SafetyInboxItem>;

export const SafetyInboxList = z.object({
  items: z.array(SafetyInboxItem),
  /** True when the list is the safety team's inbox; false: the caller's own submissions. */
  asSafetyTeam: z.boolean(),
});
export type SafetyInboxList = z.infer<typeof SafetyInboxList>;

export const safetyInboxRoutes = {
  inbox: '/api/safety-inbox',
  item: (id: string) => `/api/safety-inbox/${encodeURIComponent(id)}`,
  status: (id: string) => `/api/safety-inbox/${encodeURIComponent(id)}/status`,
  messages: '/api/safety-inbox/messages',
  complianceIssues: '/api/safety-inbox/compliance-issues',
} as const;
