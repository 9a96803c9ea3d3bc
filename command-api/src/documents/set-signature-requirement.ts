import type { SignatureRequirementBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { runDocumentCommand } from './document-stream.ts';

export const setSignatureRequirement = async (
  store: EventStore,
  documentId: string,
  body: SignatureRequirementBody,
  context: CommandContext,
) => {
  const { result } = await runDocumentCommand(
    store,
    documentId,
    {
      type: 'SetSignatureRequirement',
      data: {
        requiresSignature: body.requiresSignature,
        deadline: body.deadline ?? null,
        instructions: body.instructions ?? null,
        departments: body.departments ?? [],
        roles: body.roles ?? [],
      },
      metadata: context.command,
    },
    context,
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};

/** SignDocument for the signed-in user; the drawn image must be a real PNG of bounded size. */
