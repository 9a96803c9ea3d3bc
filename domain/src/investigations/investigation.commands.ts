import type { AttachmentRef } from '../attachments/attachment.events.ts';
import type { Severity } from '../incidents/incident.vocabulary.ts';
import type { Command } from '../shared/command.ts';
import type { RecordedWitness, TeamPerson } from './investigation.events.ts';
import type { CauseAnalysis, CauseLevel, FishboneCategory, RiskStage } from './investigation.vocabulary.ts';

/** The incident's facts that set the due time, read by the caller from the incident and its recording decision. */
export type IncidentFacts = {
  type: string;
  severity: Severity;
  recordable: boolean;
  reportableToOsha: boolean;
};

/** Team people are checked to be active employees by the caller (another aggregate). */
export type StartInvestigation = Command<
  'StartInvestigation',
  { incidentId: string; lead: TeamPerson; members: TeamPerson[]; incident: IncidentFacts }
>;
export type ChangeInvestigationTeam = Command<
  'ChangeInvestigationTeam',
  { lead: TeamPerson; members: TeamPerson[] }
>;
export type RecordWitnessStatement = Command<
  'RecordWitnessStatement',
  { statementId: string; witness: RecordedWitness; text: string; takenAt: string }
>;
export type ReviseWitnessStatement = Command<
  'ReviseWitnessStatement',
  { statementId: string; text: string; reason: string }
>;
export type AddInvestigationTimelineEntry = Command<
  'AddInvestigationTimelineEntry',
  { entryId: string; happenedAt: string; text: string }
>;
export type RemoveInvestigationTimelineEntry = Command<
  'RemoveInvestigationTimelineEntry',
  { entryId: string }
>;
/** The files are checked and attached to the incident by the caller, in the same transaction. */
export type AddInvestigationEvidence = Command<
  'AddInvestigationEvidence',
  { attachments: AttachmentRef[]; caption: string }
>;
export type AddInvestigationCause = Command<
  'AddInvestigationCause',
  {
    causeId: string;
    analysis: CauseAnalysis;
    parentId: string | null;
    category: FishboneCategory | null;
    text: string;
    level: CauseLevel;
  }
>;
export type ReviseInvestigationCause = Command<
  'ReviseInvestigationCause',
  { causeId: string; text?: string | undefined; level?: CauseLevel | undefined }
>;
export type RemoveInvestigationCause = Command<'RemoveInvestigationCause', { causeId: string }>;
export type LinkCauseAction = Command<'LinkCauseAction', { causeId: string; actionId: string }>;
export type RateInvestigationRisk = Command<
  'RateInvestigationRisk',
  { stage: RiskStage; severity: number; likelihood: number; note: string }
>;
export type SubmitInvestigation = Command<'SubmitInvestigation', { summary: string }>;
export type ApproveInvestigation = Command<'ApproveInvestigation', { note: string }>;
export type SendBackInvestigation = Command<'SendBackInvestigation', { reason: string }>;
export type ReopenInvestigation = Command<'ReopenInvestigation', { reason: string }>;

export type InvestigationCommand =
  | StartInvestigation
  | ChangeInvestigationTeam
  | RecordWitnessStatement
  | ReviseWitnessStatement
  | AddInvestigationTimelineEntry
  | RemoveInvestigationTimelineEntry
  | AddInvestigationEvidence
  | AddInvestigationCause
  | ReviseInvestigationCause
  | RemoveInvestigationCause
  | LinkCauseAction
  | RateInvestigationRisk
  | SubmitInvestigation
  | ApproveInvestigation
  | SendBackInvestigation
  | ReopenInvestigation;
