import type { ComplianceIssueCategory, SafetyInboxKind, SafetyInboxStatus } from '@hs/contracts';

export const kindLabels = {
  message: 'Message',
  'compliance-issue': 'Compliance issue',
} satisfies Record<SafetyInboxKind, string>;

export const statusLabels = {
  open: 'Open',
  'under-review': 'Under review',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
} satisfies Record<SafetyInboxStatus, string>;

export const categoryLabels = {
  training: 'Training',
  document: 'Documents',
  inspection: 'Inspections',
  procedure: 'Procedures',
  other: 'Other',
} satisfies Record<ComplianceIssueCategory, string>;
