/** What reaches the safety team: a message from "Contact Safety Team", or a compliance issue. */
export const safetyInboxKinds = ['message', 'compliance-issue'] as const;
export type SafetyInboxKind = (typeof safetyInboxKinds)[number];

/** open -> under-review -> resolved (with a note) or dismissed (with a reason). */
export const safetyInboxStatuses = ['open', 'under-review', 'resolved', 'dismissed'] as const;
export type SafetyInboxStatus = (typeof safetyInboxStatuses)[number];

export const complianceIssueCategories = [
  'training',
  'document',
  'inspection',
  'procedure',
  'other',
] as const;
export type ComplianceIssueCategory = (typeof complianceIssueCategories)[number];
