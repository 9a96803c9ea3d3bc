import type { SignDocumentBody } from '@hs/contracts';
import { DomainError } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import { newId } from '@hs/infra/ids';
import type { CommandContext } from '../http/command-context.ts';
import { signatureImageProblem } from './signature-image.ts';
import { runDocumentCommand } from './document-stream.ts';

export const signDocument = async (store: EventStore, body: SignDocumentBody, context: CommandContext) => {
  const problem = signatureImageProblem(body.signatureData);
  if (problem) {
    throw new HttpProblem(400, 'Invalid signature', problem, [{ field: 'signatureData', reason: problem }]);
  }
  const signatureId = newId();
  const { result, events } = await runDocumentCommand(
    store,
    body.documentId,
    {
      type: 'SignDocument',
      data: {
        signatureId,
        signatureImage: body.signatureData,
        acknowledged: body.acknowledged,
        expectedVersion: body.documentVersion ?? null,
      },
      metadata: context.command,
    },
    context,
  );
  const signed = events[0];
  if (signed?.type !== 'DocumentSigned') throw new DomainError('DocumentNotFound', 'No such document.');
  return {
    id: signatureId,
    documentId: body.documentId,
    documentVersion: signed.data.documentVersion,
    documentSha256: signed.data.documentSha256,
    signedAt: signed.data.signedAt,
    consistencyToken: formatPosition(result!.position),
  };
};

/** An administrator takes a document out of the library; its versions and signatures are kept. */
