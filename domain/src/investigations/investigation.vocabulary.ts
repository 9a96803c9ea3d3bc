import type { ControlLevel } from '../corrective-actions/corrective-action.vocabulary.ts';
import type { Severity } from '../incidents/incident.vocabulary.ts';

/** Stored states; "overdue" is derived from the due time when read. */
export const investigationStates = ['open', 'in-review', 'approved', 'reopened'] as const;
export type InvestigationState = (typeof investigationStates)[number];

/** The two root-cause methods, each kept as structure: a tree of whys, and a fishbone's bones. */
export const causeAnalyses = ['five-whys', 'fishbone'] as const;
export type CauseAnalysis = (typeof causeAnalyses)[number];

/** The usual fishbone categories (the "6 Ms" in the words of a safety team). */
export const fishboneCategories = [
  'people',
  'equipment',
  'environment',
  'procedures',
  'materials',
  'management',
] as const;
export type FishboneCategory = (typeof fishboneCategories)[number];

export const causeLevels = ['immediate', 'contributing', 'root'] as const;
export type CauseLevel = (typeof causeLevels)[number];

/** Where the risk is rated: as found, and as it will be once the actions are done. */
export const riskStages = ['before', 'after'] as const;
export type RiskStage = (typeof riskStages)[number];

/** Severity and likelihood are each rated 1 (least) to RISK_SCALE (most); the score is their product. */
export const RISK_SCALE = 5;

/** Who gave a statement: an employee picked from the records, or someone named who is not one. */
export const witnessKinds = ['employee', 'non-employee'] as const;
export type WitnessKind = (typeof witnessKinds)[number];

/** The steps of an investigation's approval record. */
export const approvalSteps = ['submitted', 'approved', 'sent-back', 'reopened'] as const;
export type ApprovalStep = (typeof approvalSteps)[number];

/** Controls that depend on people doing the right thing each time: a plan of only these is reviewed. */
export const weakControlLevels: readonly ControlLevel[] = ['administrative', 'ppe'];

/** What sets an investigation's due time (docs/product.md, "Investigations"). */
export const investigationDueRules = ['severe', 'recordable', 'near-miss', 'other'] as const;
export type InvestigationDueRule = (typeof investigationDueRules)[number];

export const INVESTIGATION_DUE_HOURS: Record<InvestigationDueRule, number> = {
  severe: 24,
  recordable: 7 * 24,
  'near-miss': 14 * 24,
  other: 7 * 24,
};

/** Severities that make an incident severe: its investigation is due in a day and must be approved before closing. */
export const severeSeverities: readonly Severity[] = ['High', 'Critical'];

/**
 * The rule that sets the due time, most urgent first: a 1904.39 case or a severe incident, then an
 * OSHA-recordable case, then a near miss; anything else is "other".
 */
export const investigationDueRule = (incident: {
  type: string;
  severity: Severity;
  recordable: boolean;
  reportableToOsha: boolean;
}): InvestigationDueRule => {
  if (incident.reportableToOsha || severeSeverities.includes(incident.severity)) return 'severe';
  if (incident.recordable) return 'recordable';
  if (incident.type === 'near-miss') return 'near-miss';
  return 'other';
};

/** An incident that is recordable or severe may not close before its investigation is approved. */
export const needsApprovedInvestigation = (incident: { severity: Severity; recordable: boolean }): boolean =>
  incident.recordable || severeSeverities.includes(incident.severity);
