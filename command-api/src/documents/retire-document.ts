import type { RetireDocumentBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { runDocumentCommand } from './document-stream.ts';

export const retireDocument = async (
  store: EventStore,
  documentId: string,
  body: RetireDocumentBody,
  context: CommandContext,
) => {
  const { result } = await runDocumentCommand(
    store,
    documentId,
    { type: 'RetireDocument', data: { reason: body.reason }, metadata: context.command },
    context,
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
