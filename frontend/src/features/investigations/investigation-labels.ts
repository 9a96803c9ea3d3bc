import type {
  ApprovalStep,
  CauseAnalysis,
  CauseLevel,
  FishboneCategory,
  InvestigationDueRule,
  InvestigationState,
} from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';

export const investigationStateLabels: Record<InvestigationState, string> = {
  open: 'Open',
  'in-review': 'In review',
  approved: 'Approved',
  reopened: 'Reopened',
};
export const investigationStateTones: Record<InvestigationState, BadgeTone> = {
  open: 'blue',
  'in-review': 'purple',
  approved: 'green',
  reopened: 'orange',
};
export const causeAnalysisLabels: Record<CauseAnalysis, string> = {
  'five-whys': '5 Whys',
  fishbone: 'Fishbone',
};
export const fishboneCategoryLabels: Record<FishboneCategory, string> = {
  people: 'People',
  equipment: 'Equipment',
  environment: 'Environment',
  procedures: 'Procedures',
  materials: 'Materials',
  management: 'Management',
};
export const causeLevelLabels: Record<CauseLevel, string> = {
  immediate: 'Immediate',
  contributing: 'Contributing',
  root: 'Root cause',
};
export const causeLevelTones: Record<CauseLevel, BadgeTone> = {
  immediate: 'yellow',
  contributing: 'orange',
  root: 'red',
};
export const dueRuleLabels: Record<InvestigationDueRule, string> = {
  severe: 'severe incident: due in 24 hours',
  recordable: 'recordable case: due in 7 days',
  'near-miss': 'near miss: due in 14 days',
  other: 'due in 7 days',
};
export const approvalStepLabels: Record<ApprovalStep, string> = {
  submitted: 'Submitted for approval',
  approved: 'Approved',
  'sent-back': 'Sent back',
  reopened: 'Reopened',
};
