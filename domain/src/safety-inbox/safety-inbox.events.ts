import type { Event } from '../shared/command.ts';
import type { Company } from '../employees/employee.vocabulary.ts';
import type { ComplianceIssueCategory } from './safety-inbox.vocabulary.ts';

/** Who sent an item and which company's safety team it goes to (the sender's, from their record). */
type Submission = { itemId: string; company: Company; submittedBy: string; submittedAt: string };

export type SafetyMessageDetails = { subject: string; message: string; aboutReportNumber: string | null };
export type ComplianceIssueDetails = {
  category: ComplianceIssueCategory;
  description: string;
  department: string;
  location: string | null;
};

export type SafetyMessageSent = Event<'SafetyMessageSent', Submission & SafetyMessageDetails>;
export type ComplianceIssueReported = Event<'ComplianceIssueReported', Submission & ComplianceIssueDetails>;
export type SafetyInboxReviewStarted = Event<'SafetyInboxReviewStarted', { by: string | null; at: string }>;
export type SafetyInboxItemResolved = Event<
  'SafetyInboxItemResolved',
  { by: string | null; at: string; note: string }
>;
export type SafetyInboxItemDismissed = Event<
  'SafetyInboxItemDismissed',
  { by: string | null; at: string; reason: string }
>;

export type SafetyInboxEvent =
  | SafetyMessageSent
  | ComplianceIssueReported
  | SafetyInboxReviewStarted
  | SafetyInboxItemResolved
  | SafetyInboxItemDismissed;

export const safetyInboxStreamId = (itemId: string): string => `safetyInbox-${itemId}`;
