import { documentMessages, requestedFileTypesText } from '@hs/contracts';
import type { SubmittedFile } from '@hs/domain';
import { HttpProblem } from '@hs/infra/http';
import type { StagedBlob } from '@hs/infra/blobs';
import { acceptUpload } from '../documents/accept-upload.ts';
import { extensionOf } from '../documents/file-type.ts';
import type { ReceivedUpload } from '../documents/receive-upload.ts';

/** Photos and scans besides documents: a licence or a certificate is often a phone picture. */
const JPEG = {
  magic: Buffer.from([0xff, 0xd8, 0xff]),
  mediaType: 'image/jpeg',
  fileType: 'jpg',
  label: 'JPG',
};
const PNG = {
  magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  mediaType: 'image/png',
  fileType: 'png',
  label: 'PNG',
};
const images: Record<string, typeof JPEG> = { jpg: JPEG, jpeg: JPEG, png: PNG };

const refuse = async (staged: StagedBlob, reason: string): Promise<never> => {
  await staged.discard();
  throw new HttpProblem(415, 'Unsupported file type', reason, [{ field: 'file', reason }]);
};

/** The document checks, naming the image types too when the type is what is refused. */
const acceptAsDocument = async (upload: ReceivedUpload): Promise<SubmittedFile> => {
  try {
    return (await acceptUpload(upload, { needsFields: false })).file;
  } catch (error) {
    if (
      error instanceof HttpProblem &&
      error.status === 415 &&
      error.message === documentMessages.wrongType
    ) {
      throw new HttpProblem(415, 'Unsupported file type', requestedFileTypesText, [
        { field: 'file', reason: requestedFileTypesText },
      ]);
    }
    throw error;
  }
};

/**
 * Checks a requested file like a document upload (exactly one non-empty file, no fields, content
 * matching its type) and also takes JPEG and PNG images by their signature bytes. A refusal
 * stores nothing.
 */
export const checkRequestedFile = async (upload: ReceivedUpload): Promise<SubmittedFile> => {
  const image = upload.file ? images[extensionOf(upload.file.fileName) ?? ''] : undefined;
  if (!image || !upload.file || upload.file.staged.size === 0 || Object.keys(upload.fields).length > 0) {
    return acceptAsDocument(upload);
  }
  const { staged, fileName } = upload.file;
  if (!(await staged.read(0, image.magic.length)).equals(image.magic)) {
    await refuse(staged, `The content of this file is not a valid ${image.label} image.`);
  }
  await staged.commit();
  return {
    sha256: staged.sha256,
    size: staged.size,
    mediaType: image.mediaType,
    fileType: image.fileType,
    originalName: fileName,
  };
};
