import { MAX_ATTACHMENTS_PER_INCIDENT, type AttachmentRef } from '../attachments/attachment.events.ts';
import { copyFields } from '../shared/copy-fields.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { IncidentCommand } from './incident.commands.ts';
import { decideDisposition, dispositionAfter, type IncidentDisposition } from './incident.disposition.ts';
import type { IncidentEvent } from './incident.events.ts';
import { requiredReportFields } from './incident.report.ts';
import { investigationOverride } from './investigation-gate.ts';
import { statusesNeedingNote, type IncidentStatus } from './incident.vocabulary.ts';

export type Incident =
  | { status: 'none' }
  | {
      status: IncidentStatus;
      reportNumber: string;
      establishmentId: string | null;
      actionIds: string[];
      /** Files on the report itself (a comment's own files are not counted here). */
      attachmentCount: number;
      /** Marked duplicate or void: out of every count until reinstated. */
      disposition: IncidentDisposition | null;
    };

export const initialState: Incident = { status: 'none' };

export const evolve = (state: Incident, event: IncidentEvent): Incident => {
  switch (event.type) {
    case 'IncidentReported':
      return {
        status: 'submitted',
        reportNumber: event.data.reportNumber,
        establishmentId: event.data.establishmentId ?? null,
        actionIds: [],
        attachmentCount: event.data.attachments?.length ?? 0,
        disposition: null,
      };
    case 'IncidentStatusChanged':
      return state.status === 'none' ? state : { ...state, status: event.data.to };
    case 'IncidentCommented':
      return state;
    case 'IncidentAttachmentAdded':
      return state.status === 'none' ? state : { ...state, attachmentCount: state.attachmentCount + 1 };
    case 'IncidentEstablishmentAssigned':
      return state.status === 'none' ? state : { ...state, establishmentId: event.data.establishmentId };
    case 'IncidentCorrectiveActionRaised':
      return state.status === 'none'
        ? state
        : { ...state, actionIds: [...state.actionIds, event.data.actionId] };
    case 'IncidentMarkedDuplicate':
    case 'IncidentVoided':
    case 'IncidentReinstated':
      return state.status === 'none' ? state : { ...state, disposition: dispositionAfter(event) };
  }
};

/** Closing while actions are unverified: refused, unless an administrator says why (ISO 45001 10.2). */
const openActionsOverride = (
  command: Extract<IncidentCommand, { type: 'ChangeIncidentStatus' }>,
): { reason: string; actions: { actionId: string; title: string; state: string }[] } | null => {
  const unverified = command.data.unverifiedActions ?? [];
  if (command.data.status !== 'closed' || unverified.length === 0) return null;
  const reason = command.data.overrideReason?.trim();
  if (!reason) {
    const named = unverified.map((a) => `"${a.title}" (${a.state})`).join(', ');
    throw new DomainError(
      'IncidentHasOpenActions',
      `This incident has corrective actions not yet verified effective: ${named}. ` +
        'An administrator may close it with a reason.',
      ['overrideReason'],
    );
  }
  if (command.metadata.role !== 'admin') {
    throw new DomainError(
      'NotAllowed',
      'Only an administrator may close an incident whose actions are not verified effective.',
      ['overrideReason'],
    );
  }
  return { reason, actions: unverified.map(({ actionId, title, state }) => ({ actionId, title, state })) };
};

/** Refuses files beyond the limit, naming the field that brought them. */
const assertRoomFor = (count: number, field: 'attachmentIds' | 'file') => {
  if (count > MAX_ATTACHMENTS_PER_INCIDENT)
    throw new DomainError(
      'TooManyAttachments',
      `A report holds at most ${MAX_ATTACHMENTS_PER_INCIDENT} photos and files.`,
      [field],
    );
};

/** The attachments field of an event: left out when there are none, as on events recorded before it. */
const withAttachments = (attachments: readonly AttachmentRef[] | undefined) =>
  attachments && attachments.length > 0 ? { attachments: [...attachments] } : {};

export const decide = (command: IncidentCommand, state: Incident): IncidentEvent[] => {
  switch (command.type) {
    case 'ReportIncident': {
      if (state.status !== 'none') throw new DomainError('IncidentAlreadyReported');
      const { report, people } = command.data;
      const missing = requiredReportFields.filter(
        (field) => (field === 'employeeName' ? people.employeeName : report[field]).length === 0,
      );
      if (missing.length > 0) {
        throw new DomainError(
          'MissingRequiredInformation',
          'Please fill in location, description, and employee name.',
          missing,
        );
      }
      if (report.date > command.metadata.today) {
        throw new DomainError('DateOutOfRange', 'The incident date cannot be after today.', ['date']);
      }
      assertRoomFor(command.data.attachments?.length ?? 0, 'attachmentIds');
      return [
        {
          type: 'IncidentReported',
          data: Object.assign(copyFields(report), copyFields(people), {
            incidentId: command.data.incidentId,
            reportNumber: command.data.reportNumber,
            reportedBy: command.metadata.userId,
            reportedAt: command.metadata.now,
            ...withAttachments(command.data.attachments),
          }),
        },
      ];
    }
    case 'ChangeIncidentStatus': {
      if (state.status === 'none') throw new DomainError('IncidentNotFound');
      const { status, note } = command.data;
      if (statusesNeedingNote.includes(status) && !note?.trim()) {
        throw new DomainError(
          'MissingRequiredInformation',
          'Please add a note saying how the incident was resolved or why it is closed.',
          ['note'],
        );
      }
      // Any status may follow any other, so a reviewer can reopen or correct; the same one is a no-op.
      if (state.status === status) return [];
      // Decided on the state appended to, so a resolution made meanwhile cannot be undone by a supervisor.
      if (command.metadata.role === 'supervisor' && state.status !== 'submitted') {
        throw new DomainError(
          'NotAllowed',
          'A supervisor may take a newly submitted incident into review; the safety team decides the rest.',
        );
      }
      const override = openActionsOverride(command);
      const unapproved = investigationOverride(command);
      return [
        {
          type: 'IncidentStatusChanged',
          data: {
            from: state.status,
            to: status,
            note,
            changedBy: command.metadata.userId,
            changedByName: command.metadata.userName,
            changedAt: command.metadata.now,
            ...(override ? { openActionsOverride: override } : {}),
            ...(unapproved ? { investigationOverride: unapproved } : {}),
          },
        },
      ];
    }
    case 'LinkCorrectiveAction': {
      if (state.status === 'none') throw new DomainError('IncidentNotFound');
      if (state.actionIds.includes(command.data.actionId)) return [];
      return [
        {
          type: 'IncidentCorrectiveActionRaised',
          data: {
            actionId: command.data.actionId,
            title: command.data.title,
            raisedBy: command.metadata.userId,
            raisedByName: command.metadata.userName,
            raisedAt: command.metadata.now,
          },
        },
      ];
    }
    case 'AssignIncidentEstablishment': {
      if (state.status === 'none') throw new DomainError('IncidentNotFound');
      const { establishmentId } = command.data;
      if (state.establishmentId === establishmentId) return [];
      return [
        {
          type: 'IncidentEstablishmentAssigned',
          data: {
            establishmentId,
            from: state.establishmentId,
            assignedBy: command.metadata.userId,
            assignedByName: command.metadata.userName,
            assignedAt: command.metadata.now,
          },
        },
      ];
    }
    case 'MarkIncidentDuplicate':
    case 'VoidIncident':
    case 'ReinstateIncident':
      if (state.status === 'none') throw new DomainError('IncidentNotFound');
      return decideDisposition(command, state);
    case 'CommentOnIncident': {
      if (state.status === 'none') throw new DomainError('IncidentNotFound');
      const text = command.data.text.trim();
      if (text.length === 0)
        throw new DomainError('MissingRequiredInformation', 'Please write a comment.', ['text']);
      assertRoomFor(command.data.attachments?.length ?? 0, 'attachmentIds');
      return [
        {
          type: 'IncidentCommented',
          data: {
            text,
            commentedBy: command.metadata.userId,
            commentedByName: command.metadata.userName,
            commentedAt: command.metadata.now,
            ...withAttachments(command.data.attachments),
          },
        },
      ];
    }
    case 'AddIncidentAttachment': {
      if (state.status === 'none') throw new DomainError('IncidentNotFound');
      assertRoomFor(state.attachmentCount + 1, 'file');
      return [
        {
          type: 'IncidentAttachmentAdded',
          data: {
            attachment: command.data.attachment,
            addedBy: command.metadata.userId,
            addedByName: command.metadata.userName,
            addedAt: command.metadata.now,
          },
        },
      ];
    }
  }
};
