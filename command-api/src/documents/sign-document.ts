import type { SignDocumentBody } from '@hs/contracts';
import { DomainError } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import { newId } from '@hs/infra/ids';
import type { CommandContext } from '../http/command-context.ts';
import { signatureImageProblem } from './signature-image.ts';
import { runDocumentCommand } from './document-stream.ts';

/**
 * The signer's password is checked again first (`confirmPassword`, counted by the login throttle):
 * without it nothing is signed. The signature records the site's time zone with its time.
 */
export const signDocument = async (
  store: EventStore,
  body: Omit<SignDocumentBody, 'password'>,
  context: CommandContext,
  confirmPassword: () => Promise<void>,
  timeZone: string,
) => {
  const problem = signatureImageProblem(body.signatureData);
  if (problem) {
    throw new HttpProblem(400, 'Invalid signature', problem, [{ field: 'signatureData', reason: problem }]);
  }
  await confirmPassword();
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
        timeZone,
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
    timeZone,
    meaning: signed.data.meaning,
    consistencyToken: formatPosition(result!.position),
  };
};

/** An administrator takes a document out of the library; its versions and signatures are kept. */
