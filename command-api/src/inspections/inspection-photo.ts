import type { SubmittedFile } from '@hs/domain';
import { HttpProblem } from '@hs/infra/http';
import { extensionOf } from '../documents/file-type.ts';
import type { ReceivedUpload } from '../documents/receive-upload.ts';
import { checkRequestedFile } from '../work/requested-file.ts';

export const PHOTO_TYPES_TEXT = 'Only JPG and PNG photos are accepted';

/** A photo is a requested file limited to JPEG and PNG, checked by its signature bytes. */
export const checkInspectionPhoto = async (upload: ReceivedUpload): Promise<SubmittedFile> => {
  const extension = upload.file ? extensionOf(upload.file.fileName) : null;
  if (upload.file && !['jpg', 'jpeg', 'png'].includes(extension ?? '')) {
    await upload.file.staged.discard();
    throw new HttpProblem(415, 'Unsupported file type', PHOTO_TYPES_TEXT, [
      { field: 'file', reason: PHOTO_TYPES_TEXT },
    ]);
  }
  return checkRequestedFile(upload);
};
