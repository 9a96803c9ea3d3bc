import type { CommandMetadata } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { ApproveDocumentVersion, RejectDocumentVersion } from './document.commands.ts';
import type { Document } from './document.decider.ts';
import type { DocumentEvent } from './document.events.ts';
import { managesDocuments } from './document.vocabulary.ts';

const assertPending = (
  state: Document & { status: 'active' },
  version: number,
  metadata: CommandMetadata,
) => {
  if (!managesDocuments(metadata.role)) {
    throw new DomainError(
      'NotAllowed',
      'Only administrators and safety officers may approve or reject documents.',
    );
  }
  if (state.pending?.version !== version) {
    throw new DomainError(
      'NoVersionAwaitingApproval',
      `Version ${version} of this document is not waiting for approval.`,
    );
  }
};

/** Someone who manages documents puts a waiting version in force, or turns it down with a reason. */
export const decideApproval = (
  command: ApproveDocumentVersion | RejectDocumentVersion,
  state: Document & { status: 'active' },
): DocumentEvent[] => {
  const { metadata } = command;
  const { documentId } = state;
  if (command.type === 'ApproveDocumentVersion') {
    // Approving twice (a double click) changes nothing the second time.
    if (state.pending === null && state.currentVersion === command.data.version) return [];
    assertPending(state, command.data.version, metadata);
    return [
      {
        type: 'DocumentVersionApproved',
        data: {
          documentId,
          version: command.data.version,
          approvedBy: metadata.userId,
          approvedByName: metadata.userName,
          approvedAt: metadata.now,
        },
      },
    ];
  }
  assertPending(state, command.data.version, metadata);
  const reason = command.data.reason.trim();
  if (reason.length === 0)
    throw new DomainError('MissingRequiredInformation', 'A reason is required', ['reason']);
  return [
    {
      type: 'DocumentVersionRejected',
      data: {
        documentId,
        version: command.data.version,
        reason,
        rejectedBy: metadata.userId,
        rejectedByName: metadata.userName,
        rejectedAt: metadata.now,
      },
    },
  ];
};
