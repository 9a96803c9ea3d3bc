import type { SubmittedFile } from '@hs/domain';
import type { BlobStore } from '@hs/infra/blobs';
import { HttpProblem } from '@hs/infra/http';
import { evidencePhoto } from '../attachments/photo-pipeline.ts';
import { extensionOf } from '../documents/file-type.ts';
import type { ReceivedUpload } from '../documents/receive-upload.ts';
import { checkRequestedFile } from '../work/requested-file.ts';

export const PHOTO_TYPES_TEXT = 'Only JPG and PNG photos are accepted';

/**
 * A photo is a JPEG or PNG by its content, stored upright and without EXIF (GPS, serial, owner)
 * like every photo; anything else is refused with the reasons of a requested file.
 */
export const checkInspectionPhoto = async (
  upload: ReceivedUpload,
  blobs: BlobStore,
): Promise<SubmittedFile> => {
  const photo = await evidencePhoto(blobs, upload);
  if (photo) return photo;
  const extension = upload.file ? extensionOf(upload.file.fileName) : null;
  if (upload.file && !['jpg', 'jpeg', 'png'].includes(extension ?? '')) {
    await upload.file.staged.discard();
    throw new HttpProblem(415, 'Unsupported file type', PHOTO_TYPES_TEXT, [
      { field: 'file', reason: PHOTO_TYPES_TEXT },
    ]);
  }
  return checkRequestedFile(upload);
};
