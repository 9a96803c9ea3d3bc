import type { ApproveVersionBody, RejectVersionBody } from '@hs/contracts';
import type { DocumentCommand } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { runDocumentCommand } from './document-stream.ts';

export const decideVersion = async (
  store: EventStore,
  documentId: string,
  decision: { approve: ApproveVersionBody } | { reject: RejectVersionBody },
  context: CommandContext,
) => {
  const command: DocumentCommand =
    'approve' in decision
      ? { type: 'ApproveDocumentVersion', data: decision.approve, metadata: context.command }
      : { type: 'RejectDocumentVersion', data: decision.reject, metadata: context.command };
  const { result } = await runDocumentCommand(store, documentId, command, context);
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
