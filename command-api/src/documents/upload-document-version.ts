import type { UploadedFile } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { runDocumentCommand, statusOf } from './document-stream.ts';

export const uploadDocumentVersion = async (
  store: EventStore,
  documentId: string,
  file: UploadedFile,
  changeNote: string | null,
  context: CommandContext,
) => {
  const { result, events } = await runDocumentCommand(
    store,
    documentId,
    { type: 'UploadDocumentVersion', data: { file, changeNote }, metadata: context.command },
    context,
  );
  const version = events[0]?.type === 'DocumentVersionUploaded' ? events[0].data.file.version : 0;
  return {
    id: documentId,
    version,
    sha256: file.sha256,
    status: statusOf(events[0]),
    consistencyToken: formatPosition(result!.position),
  };
};

/** An administrator or safety officer puts a waiting version in force, or rejects it with a reason. */
