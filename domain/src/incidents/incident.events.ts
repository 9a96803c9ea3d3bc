import type { InvestigationState } from '../investigations/investigation.vocabulary.ts';
import type { AttachmentRef } from '../attachments/attachment.events.ts';
import type { Event } from '../shared/command.ts';
import type { DispositionEvent } from './incident.disposition.ts';
import type { IncidentReport, ReportPeople } from './incident.report.ts';
import type { IncidentStatus } from './incident.vocabulary.ts';

export type IncidentReported = Event<
  'IncidentReported',
  IncidentReport &
    Partial<ReportPeople> & {
      incidentId: string;
      reportNumber: string;
      reportedBy: string | null;
      reportedAt: string;
      /** Photos and files sent with the report (absent when there were none). */
      attachments?: AttachmentRef[];
    }
>;

export type IncidentStatusChanged = Event<
  'IncidentStatusChanged',
  {
    from: IncidentStatus;
    to: IncidentStatus;
    note: string | null;
    changedBy: string | null;
    changedByName: string | null;
    changedAt: string;
    /** Closed although these actions were not verified effective, with an administrator's reason. */
    openActionsOverride?: { reason: string; actions: { actionId: string; title: string; state: string }[] };
    /** Closed before its investigation was approved, with an administrator's reason. */
    investigationOverride?: { reason: string; investigationState: InvestigationState | 'none' };
  }
>;

export type IncidentCorrectiveActionRaised = Event<
  'IncidentCorrectiveActionRaised',
  { actionId: string; title: string; raisedBy: string | null; raisedByName: string | null; raisedAt: string }
>;

export type IncidentCommented = Event<
  'IncidentCommented',
  {
    text: string;
    commentedBy: string | null;
    commentedByName: string | null;
    commentedAt: string;
    /** Photos and files of the comment (absent when there were none). */
    attachments?: AttachmentRef[];
  }
>;

/** A photo or file added to the report after it was made. */
export type IncidentAttachmentAdded = Event<
  'IncidentAttachmentAdded',
  { attachment: AttachmentRef; addedBy: string | null; addedByName: string | null; addedAt: string }
>;

/** An administrator files an incident under an establishment (reports made before it was asked). */
export type IncidentEstablishmentAssigned = Event<
  'IncidentEstablishmentAssigned',
  {
    establishmentId: string;
    from: string | null;
    assignedBy: string | null;
    assignedByName: string | null;
    assignedAt: string;
  }
>;

export type IncidentEvent =
  | IncidentReported
  | IncidentStatusChanged
  | IncidentCommented
  | IncidentAttachmentAdded
  | IncidentEstablishmentAssigned
  | IncidentCorrectiveActionRaised
  | DispositionEvent;

export const incidentStreamId = (incidentId: string): string => `incident-${incidentId}`;
