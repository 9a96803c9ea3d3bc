import { documentMessages, MAX_UPLOAD_BYTES } from '@hs/contracts';
import { HttpProblem, isStorableText, UNSTORABLE_REASON } from '@hs/infra/http';
import { BlobTooLargeError, type BlobStore, type StagedBlob } from '@hs/infra/blobs';
import type { FastifyRequest } from 'fastify';
import { safeFileName } from './file-name.ts';

export type ReceivedUpload = {
  fields: Record<string, string>;
  /** The one file of the request, staged (not yet stored); null when none was sent. */
  file: { staged: StagedBlob; fileName: string } | null;
};

const tooLarge = () =>
  new HttpProblem(413, 'File too large', documentMessages.tooLarge, [
    { field: 'file', reason: documentMessages.tooLarge },
  ]);

const invalid = (detail: string, field: string) =>
  new HttpProblem(400, 'Invalid request', detail, [{ field, reason: detail }]);

/** A field's name as sent, unless the name itself is what cannot be stored. */
const fieldLabel = (name: string) => (isStorableText(name) ? name : 'body');

/** Multipart errors of @fastify/multipart and busboy, as problems a person can act on. */
const asProblem = (error: unknown): unknown => {
  if (error instanceof HttpProblem) return error;
  if (error instanceof BlobTooLargeError) return tooLarge();
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return invalid('Upload exactly one file.', 'file');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalid('The form has too many fields.', 'body');
  }
  if (error instanceof Error && /multipart|part terminated|boundary/i.test(error.message)) {
    return invalid('The upload was not a complete multipart form.', 'body');
  }
  return error;
};

/**
 * Reads a multipart upload: its text fields and exactly one file, streamed into the blob store's
 * staging area while the 10 MB limit is counted. Any refusal leaves nothing stored: the staged
 * file is discarded here, and the caller discards it when a later check fails.
 */
export const receiveUpload = async (request: FastifyRequest, blobs: BlobStore): Promise<ReceivedUpload> => {
  if (!request.isMultipart()) {
    throw new HttpProblem(
      415,
      'Unsupported media type',
      'Send the document as multipart/form-data with name, category and one file.',
    );
  }
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  try {
    const parts = request.parts({
      // One byte over the limit reaches the blob store, which refuses it while streaming.
      limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const staged = await blobs.stage(part.file, { maxBytes: MAX_UPLOAD_BYTES });
        file = { staged, fileName: safeFileName(part.filename) };
        if (part.file.truncated) throw tooLarge();
      } else {
        if (part.valueTruncated) throw invalid('This field is too long.', part.fieldname);
        if (!isStorableText(part.fieldname) || !isStorableText(String(part.value))) {
          throw invalid(UNSTORABLE_REASON, fieldLabel(part.fieldname));
        }
        if (part.fieldname in fields) throw invalid('This field was sent twice.', part.fieldname);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    await file?.staged.discard();
    throw asProblem(error);
  }
  return { fields, file };
};
