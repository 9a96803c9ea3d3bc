import type { Severity } from '../incidents/incident.vocabulary.ts';
import type { Command } from '../shared/command.ts';
import type {
  Asked,
  InvestigationCauseActionLinked,
  InvestigationCauseAdded,
  InvestigationCauseMoved,
  InvestigationCauseRemoved,
  InvestigationCauseRevised,
  InvestigationEvidenceAdded,
  InvestigationRiskRated,
  InvestigationTimelineEntryAdded,
  InvestigationTimelineEntryRemoved,
  InvestigationApproved,
  InvestigationReopened,
  InvestigationSentBack,
  InvestigationSubmitted,
  InvestigationTeamChanged,
  TeamPerson,
  WitnessStatementRecorded,
  WitnessStatementRevised,
} from './investigation.events.ts';

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
  Pick<Asked<InvestigationTeamChanged>, 'lead' | 'members'>
>;
export type RecordWitnessStatement = Command<'RecordWitnessStatement', Asked<WitnessStatementRecorded>>;
/** The version number is the decider's: the next after the latest. */
export type ReviseWitnessStatement = Command<
  'ReviseWitnessStatement',
  Omit<Asked<WitnessStatementRevised>, 'version'>
>;
export type AddInvestigationTimelineEntry = Command<
  'AddInvestigationTimelineEntry',
  Asked<InvestigationTimelineEntryAdded>
>;
export type RemoveInvestigationTimelineEntry = Command<
  'RemoveInvestigationTimelineEntry',
  Asked<InvestigationTimelineEntryRemoved>
>;
/** The files are checked and attached to the incident by the caller, in the same transaction. */
export type AddInvestigationEvidence = Command<'AddInvestigationEvidence', Asked<InvestigationEvidenceAdded>>;
export type AddInvestigationCause = Command<'AddInvestigationCause', Asked<InvestigationCauseAdded>>;
/** Only what is given changes: the text and level, and the place (parent and bone) when `move` is given. */
export type ReviseInvestigationCause = Command<
  'ReviseInvestigationCause',
  Pick<Asked<InvestigationCauseRevised>, 'causeId'> &
    Partial<Omit<Asked<InvestigationCauseRevised>, 'causeId'>> & {
      move?: Omit<Asked<InvestigationCauseMoved>, 'causeId'> | undefined;
    }
>;
export type RemoveInvestigationCause = Command<'RemoveInvestigationCause', Asked<InvestigationCauseRemoved>>;
export type LinkCauseAction = Command<'LinkCauseAction', Asked<InvestigationCauseActionLinked>>;
export type RateInvestigationRisk = Command<'RateInvestigationRisk', Asked<InvestigationRiskRated>>;
export type SubmitInvestigation = Command<'SubmitInvestigation', Asked<InvestigationSubmitted>>;
export type ApproveInvestigation = Command<'ApproveInvestigation', Asked<InvestigationApproved>>;
export type SendBackInvestigation = Command<'SendBackInvestigation', Asked<InvestigationSentBack>>;
export type ReopenInvestigation = Command<'ReopenInvestigation', Asked<InvestigationReopened>>;

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
