import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Company } from '../employees/employee.vocabulary.ts';
import type {
  ComplianceIssueDetails,
  SafetyInboxEvent,
  SafetyMessageDetails,
} from './safety-inbox.events.ts';
import type { SafetyInboxKind, SafetyInboxStatus } from './safety-inbox.vocabulary.ts';

type Sender = { itemId: string; company: Company };
/** Who triages: a safety officer handles their own company's items, an administrator any company's. */
type Triager = { company: Company | null };

export type SendSafetyMessage = Command<'SendSafetyMessage', Sender & SafetyMessageDetails>;
export type ReportComplianceIssue = Command<'ReportComplianceIssue', Sender & ComplianceIssueDetails>;
export type StartSafetyInboxReview = Command<'StartSafetyInboxReview', Triager>;
export type ResolveSafetyInboxItem = Command<'ResolveSafetyInboxItem', Triager & { note: string }>;
export type DismissSafetyInboxItem = Command<'DismissSafetyInboxItem', Triager & { reason: string }>;
export type SafetyInboxCommand =
  | SendSafetyMessage
  | ReportComplianceIssue
  | StartSafetyInboxReview
  | ResolveSafetyInboxItem
  | DismissSafetyInboxItem;

export type SafetyInboxItem =
  | { status: 'none' }
  | { status: SafetyInboxStatus; kind: SafetyInboxKind; company: Company; submittedBy: string };

export const initialState: SafetyInboxItem = { status: 'none' };

export const evolve = (state: SafetyInboxItem, event: SafetyInboxEvent): SafetyInboxItem => {
  switch (event.type) {
    case 'SafetyMessageSent':
    case 'ComplianceIssueReported': {
      const kind = event.type === 'SafetyMessageSent' ? 'message' : 'compliance-issue';
      return { status: 'open', kind, company: event.data.company, submittedBy: event.data.submittedBy };
    }
    case 'SafetyInboxReviewStarted':
      return state.status === 'none' ? state : { ...state, status: 'under-review' };
    case 'SafetyInboxItemResolved':
      return state.status === 'none' ? state : { ...state, status: 'resolved' };
    case 'SafetyInboxItemDismissed':
      return state.status === 'none' ? state : { ...state, status: 'dismissed' };
  }
};

const notFound = () => new DomainError('SafetyInboxItemNotFound', 'No such message or issue.');

/** The item as a triager may handle it: another company's item is not theirs to see. */
const triageable = (state: SafetyInboxItem, triager: Triager) => {
  if (state.status === 'none') throw notFound();
  if (triager.company !== null && triager.company !== state.company) throw notFound();
  return state;
};

const refuse = (from: SafetyInboxStatus, to: SafetyInboxStatus) =>
  new DomainError('SafetyInboxTransitionInvalid', `An item that is ${from} cannot become ${to}.`, ['status']);

export const decide = (command: SafetyInboxCommand, state: SafetyInboxItem): SafetyInboxEvent[] => {
  const { now, userId } = command.metadata;
  switch (command.type) {
    case 'SendSafetyMessage':
    case 'ReportComplianceIssue': {
      if (state.status !== 'none') throw new DomainError('SafetyInboxItemAlreadyExists');
      if (!userId) throw new DomainError('NotSignedIn', 'Sign in to reach the safety team.');
      const submission = { submittedBy: userId, submittedAt: now };
      return command.type === 'SendSafetyMessage'
        ? [{ type: 'SafetyMessageSent', data: { ...command.data, ...submission } }]
        : [{ type: 'ComplianceIssueReported', data: { ...command.data, ...submission } }];
    }
    case 'StartSafetyInboxReview': {
      const item = triageable(state, command.data);
      if (item.status === 'under-review') return [];
      if (item.status !== 'open') throw refuse(item.status, 'under-review');
      return [{ type: 'SafetyInboxReviewStarted', data: { by: userId, at: now } }];
    }
    case 'ResolveSafetyInboxItem': {
      const item = triageable(state, command.data);
      if (item.status !== 'under-review') throw refuse(item.status, 'resolved');
      return [{ type: 'SafetyInboxItemResolved', data: { by: userId, at: now, note: command.data.note } }];
    }
    case 'DismissSafetyInboxItem': {
      const item = triageable(state, command.data);
      if (item.status !== 'under-review') throw refuse(item.status, 'dismissed');
      return [
        { type: 'SafetyInboxItemDismissed', data: { by: userId, at: now, reason: command.data.reason } },
      ];
    }
  }
};
