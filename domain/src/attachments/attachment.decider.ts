import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { AttachmentEvent, AttachmentRef } from './attachment.events.ts';

export type Attachment =
  | { status: 'none' }
  | { status: 'staged' | 'attached'; ref: AttachmentRef; stagedBy: string; incidentId: string | null };

export type StageAttachment = Command<'StageAttachment', { ref: AttachmentRef }>;
export type AttachAttachment = Command<'AttachAttachment', { attachmentId: string; incidentId: string }>;
export type AttachmentCommand = StageAttachment | AttachAttachment;

export const initialState: Attachment = { status: 'none' };

export const evolve = (state: Attachment, event: AttachmentEvent): Attachment => {
  switch (event.type) {
    case 'AttachmentStaged': {
      const { stagedBy, stagedAt: _stagedAt, ...ref } = event.data;
      return { status: 'staged', ref, stagedBy, incidentId: null };
    }
    case 'AttachmentAttached':
      return state.status === 'none'
        ? state
        : { ...state, status: 'attached', incidentId: event.data.incidentId };
  }
};

const notUsable = (detail: string) => new DomainError('AttachmentNotUsable', detail, ['attachmentIds']);

export const decide = (command: AttachmentCommand, state: Attachment): AttachmentEvent[] => {
  switch (command.type) {
    case 'StageAttachment': {
      // A retried upload with the same key answers the first one (the caller reads it back).
      if (state.status !== 'none') return [];
      if (!command.metadata.userId) throw new DomainError('NotSignedIn');
      return [
        {
          type: 'AttachmentStaged',
          data: { ...command.data.ref, stagedBy: command.metadata.userId, stagedAt: command.metadata.now },
        },
      ];
    }
    case 'AttachAttachment': {
      const { attachmentId, incidentId } = command.data;
      // Someone else's upload is answered like a missing one: its existence is not theirs to learn.
      if (state.status === 'none' || state.stagedBy !== command.metadata.userId)
        throw notUsable(`No uploaded file ${attachmentId} of yours was found. Upload it again.`);
      if (state.incidentId === incidentId) return [];
      if (state.incidentId !== null)
        throw notUsable(`The file ${state.ref.name} is already on another incident. Upload it again.`);
      return [
        {
          type: 'AttachmentAttached',
          data: {
            attachmentId,
            incidentId,
            attachedBy: command.metadata.userId,
            attachedAt: command.metadata.now,
          },
        },
      ];
    }
  }
};
