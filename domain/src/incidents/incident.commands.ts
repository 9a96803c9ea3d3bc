import type { InvestigationState } from '../investigations/investigation.vocabulary.ts';
import type { AttachmentRef } from '../attachments/attachment.events.ts';
import type { Command } from '../shared/command.ts';
import type { DispositionCommand } from './incident.disposition.ts';
import type { IncidentReportForm, ReportPeople } from './incident.report.ts';
import type { IncidentStatus } from './incident.vocabulary.ts';

export type ReportIncident = Command<
  'ReportIncident',
  {
    incidentId: string;
    reportNumber: string;
    report: IncidentReportForm;
    people: ReportPeople;
    /** Files the reporter uploaded just before, checked by the caller to be theirs and unused. */
    attachments?: readonly AttachmentRef[];
  }
>;

/** An action of the incident that is not verified effective, as the handler read it from its stream. */
export type UnverifiedAction = { actionId: string; title: string; state: string };

export type ChangeIncidentStatus = Command<
  'ChangeIncidentStatus',
  {
    status: IncidentStatus;
    note: string | null;
    /** The incident's actions not verified effective; closing is refused while there are any. */
    unverifiedActions?: readonly UnverifiedAction[];
    /** An administrator's reason to close while actions remain unverified or the investigation unapproved. */
    overrideReason?: string | null;
    /** Set when the incident needs an approved investigation (recordable or severe) and has none. */
    unapprovedInvestigation?: { state: InvestigationState | 'none' } | null;
  }
>;

/** An action raised from this incident: recorded on the incident so closing it can see its actions. */
export type LinkCorrectiveAction = Command<'LinkCorrectiveAction', { actionId: string; title: string }>;

export type CommentOnIncident = Command<
  'CommentOnIncident',
  { text: string; attachments?: readonly AttachmentRef[] }
>;

/** One more file on the report, up to MAX_ATTACHMENTS_PER_INCIDENT. */
export type AddIncidentAttachment = Command<'AddIncidentAttachment', { attachment: AttachmentRef }>;

/** The establishment is checked to exist by the caller (another aggregate). */
export type AssignIncidentEstablishment = Command<'AssignIncidentEstablishment', { establishmentId: string }>;

export type IncidentCommand =
  | ReportIncident
  | ChangeIncidentStatus
  | CommentOnIncident
  | AddIncidentAttachment
  | AssignIncidentEstablishment
  | LinkCorrectiveAction
  | DispositionCommand;
