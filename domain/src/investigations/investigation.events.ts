import type { AttachmentRef } from '../attachments/attachment.events.ts';
import type { Event } from '../shared/command.ts';
import type {
  CauseAnalysis,
  CauseLevel,
  FishboneCategory,
  InvestigationDueRule,
  RiskStage,
  WitnessKind,
} from './investigation.vocabulary.ts';

/** Who made a change and when: every event of an investigation carries it. */
export type Stamp = { by: string | null; byName: string | null; at: string };
/** What a command asks for: the data of the event it records, less who and when. */
export type Asked<E extends { data: Stamp }> = Omit<E['data'], keyof Stamp>;
export type TeamPerson = { id: string; name: string };
export type RecordedWitness = {
  kind: WitnessKind;
  employeeId: string | null;
  name: string;
  organisation: string | null;
};
export type RiskScore = { severity: number; likelihood: number };

export type InvestigationStarted = Event<
  'InvestigationStarted',
  Stamp & {
    incidentId: string;
    lead: TeamPerson;
    members: TeamPerson[];
    dueRule: InvestigationDueRule;
    dueAt: string;
  }
>;
export type InvestigationTeamChanged = Event<
  'InvestigationTeamChanged',
  Stamp & {
    lead: TeamPerson;
    members: TeamPerson[];
    /** The team before, so a reader tells only who joined; absent on changes recorded before it was kept. */
    from?: { leadId: string; memberIds: string[] };
  }
>;
export type WitnessStatementRecorded = Event<
  'WitnessStatementRecorded',
  Stamp & { statementId: string; witness: RecordedWitness; text: string; takenAt: string }
>;
/** A statement is never edited: a new version is added and the earlier ones stay. */
export type WitnessStatementRevised = Event<
  'WitnessStatementRevised',
  Stamp & { statementId: string; version: number; text: string; reason: string }
>;
export type InvestigationTimelineEntryAdded = Event<
  'InvestigationTimelineEntryAdded',
  Stamp & { entryId: string; happenedAt: string; text: string }
>;
export type InvestigationTimelineEntryRemoved = Event<
  'InvestigationTimelineEntryRemoved',
  Stamp & { entryId: string }
>;
export type InvestigationEvidenceAdded = Event<
  'InvestigationEvidenceAdded',
  Stamp & { attachments: AttachmentRef[]; caption: string }
>;
export type InvestigationCauseAdded = Event<
  'InvestigationCauseAdded',
  Stamp & {
    causeId: string;
    analysis: CauseAnalysis;
    parentId: string | null;
    category: FishboneCategory | null;
    text: string;
    level: CauseLevel;
  }
>;
export type InvestigationCauseRevised = Event<
  'InvestigationCauseRevised',
  Stamp & { causeId: string; text: string; level: CauseLevel }
>;
/** A cause put under another parent or on another bone; the causes under it stay under it. */
export type InvestigationCauseMoved = Event<
  'InvestigationCauseMoved',
  Stamp & { causeId: string; parentId: string | null; category: FishboneCategory | null }
>;
export type InvestigationCauseRemoved = Event<'InvestigationCauseRemoved', Stamp & { causeId: string }>;
/** A corrective action raised from a cause, recorded with the action in one transaction. */
export type InvestigationCauseActionLinked = Event<
  'InvestigationCauseActionLinked',
  Stamp & { causeId: string; actionId: string }
>;
export type InvestigationRiskRated = Event<
  'InvestigationRiskRated',
  Stamp & RiskScore & { stage: RiskStage; note: string }
>;
export type InvestigationSubmitted = Event<'InvestigationSubmitted', Stamp & { summary: string }>;
export type InvestigationApproved = Event<'InvestigationApproved', Stamp & { note: string }>;
export type InvestigationSentBack = Event<'InvestigationSentBack', Stamp & { reason: string }>;
export type InvestigationReopened = Event<'InvestigationReopened', Stamp & { reason: string }>;

export type InvestigationEvent =
  | InvestigationStarted
  | InvestigationTeamChanged
  | WitnessStatementRecorded
  | WitnessStatementRevised
  | InvestigationTimelineEntryAdded
  | InvestigationTimelineEntryRemoved
  | InvestigationEvidenceAdded
  | InvestigationCauseAdded
  | InvestigationCauseRevised
  | InvestigationCauseMoved
  | InvestigationCauseRemoved
  | InvestigationCauseActionLinked
  | InvestigationRiskRated
  | InvestigationSubmitted
  | InvestigationApproved
  | InvestigationSentBack
  | InvestigationReopened;

export const investigationEventTypes: readonly InvestigationEvent['type'][] = [
  'InvestigationStarted',
  'InvestigationTeamChanged',
  'WitnessStatementRecorded',
  'WitnessStatementRevised',
  'InvestigationTimelineEntryAdded',
  'InvestigationTimelineEntryRemoved',
  'InvestigationEvidenceAdded',
  'InvestigationCauseAdded',
  'InvestigationCauseRevised',
  'InvestigationCauseMoved',
  'InvestigationCauseRemoved',
  'InvestigationCauseActionLinked',
  'InvestigationRiskRated',
  'InvestigationSubmitted',
  'InvestigationApproved',
  'InvestigationSentBack',
  'InvestigationReopened',
];

/** One investigation per incident: its stream is named after the incident. */
export const investigationStreamId = (incidentId: string): string => `investigation-${incidentId}`;

/** The risk matrix in force: one stream, each change a whole new matrix. */
export const riskMatrixStreamId = 'riskMatrix-settings';
export type RiskMatrixSettings = {
  severityLabels: string[];
  likelihoodLabels: string[];
  bands: { label: string; maxScore: number; colour: string }[];
};
export type RiskMatrixChanged = Event<'RiskMatrixChanged', Stamp & { matrix: RiskMatrixSettings }>;
