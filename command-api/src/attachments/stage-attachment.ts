import { attachmentViewOf, documentMessages, type AttachmentView } from '@hs/contracts';
import { attachmentDecider, attachmentStreamId, type AttachmentStaged } from '@hs/domain';
import type { BlobStore } from '@hs/infra/blobs';
import { ConcurrencyError, formatPosition, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import { newId } from '@hs/infra/ids';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import type { ReceivedUpload } from '../documents/receive-upload.ts';
import type { CommandContext } from '../http/command-context.ts';
import { processAttachment } from './photo-pipeline.ts';

export type StagedAttachment = AttachmentView & { consistencyToken: string | null; replayed: boolean };

/** The attachment a key of this user made, when there is one: a retry answers it again. */
export const stagedEarlier = async (
  store: EventStore,
  attachmentId: string,
): Promise<StagedAttachment | null> => {
  const [first] = await store.readStream(attachmentStreamId(attachmentId), { toVersion: 1 });
  if (!first) return null;
  const data = first.data as AttachmentStaged['data'];
  return { ...attachmentViewOf(data), consistencyToken: formatPosition(first.position), replayed: true };
};

/** The id a new upload gets: from the Idempotency-Key when sent, so a retry finds the first. */
export const attachmentIdFor = (userId: string, key: string | undefined): string =>
  key ? idFromIdempotencyKey(`attachment:${userId}`, key) : newId();

/** The one file of an attachment upload: no other fields, not empty. */
export const onlyFile = async (upload: ReceivedUpload) => {
  const unknown = Object.keys(upload.fields);
  if (!upload.file || upload.file.staged.size === 0 || unknown.length > 0) {
    await upload.file?.staged.discard();
    const errors = [
      ...unknown.map((field) => ({ field, reason: 'Unknown field' })),
      ...(!upload.file
        ? [{ field: 'file', reason: documentMessages.fileRequired }]
        : upload.file.staged.size === 0
          ? [{ field: 'file', reason: 'The file is empty' }]
          : []),
    ];
    throw new HttpProblem(400, 'Invalid request', errors[0]!.reason, errors);
  }
  return upload.file;
};

/**
 * StageAttachment: the upload goes through the photo pipeline and is recorded as its uploader's
 * staged file, seen by no one else until a report or comment of theirs takes it.
 */
export const stageAttachment = async (
  deps: { store: EventStore; blobs: BlobStore },
  upload: ReceivedUpload,
  attachmentId: string,
  context: CommandContext,
): Promise<StagedAttachment> => {
  const file = await onlyFile(upload);
  const ref = await processAttachment(deps.blobs, file.staged, file.fileName, attachmentId);
  const command = { type: 'StageAttachment' as const, data: { ref }, metadata: context.command };
  const events = attachmentDecider.decide(command, attachmentDecider.initialState);
  try {
    const result = await deps.store.append(
      attachmentStreamId(attachmentId),
      0,
      events.map((e) => ({ type: e.type, data: e.data })),
      context.event('StageAttachment'),
    );
    return { ...attachmentViewOf(ref), consistencyToken: formatPosition(result.position), replayed: false };
  } catch (error) {
    // The same key sent twice at once: the second answers what the first stored.
    const first = error instanceof ConcurrencyError ? await stagedEarlier(deps.store, attachmentId) : null;
    if (first) return first;
    throw error;
  }
};
