import type { UploadDocumentFields } from '@hs/contracts';
import type { UploadedFile } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import type { CommandContext } from '../http/command-context.ts';
import { runDocumentCommand, statusOf } from './document-stream.ts';

export const uploadDocument = async (
  store: EventStore,
  fields: UploadDocumentFields,
  file: UploadedFile,
  context: CommandContext,
  documentId: string = newId(),
) => {
  const { result, events } = await runDocumentCommand(
    store,
    documentId,
    { type: 'UploadDocument', data: { documentId, ...fields, file }, metadata: context.command },
    context,
    0,
  );
  return {
    id: documentId,
    version: 1,
    sha256: file.sha256,
    status: statusOf(events[0]),
    consistencyToken: formatPosition(result!.position),
  };
};
