import { Readable } from 'node:stream';
import { attachmentMessages, MAX_UPLOAD_BYTES } from '@hs/contracts';
import type { AttachmentContentType, AttachmentRef, SubmittedFile } from '@hs/domain';
import type { BlobStore, StagedBlob } from '@hs/infra/blobs';
import { HttpProblem } from '@hs/infra/http';
import convertHeic from 'heic-convert';
import sharp from 'sharp';
import type { ReceivedUpload } from '../documents/receive-upload.ts';
import { sniffAttachmentType, type SniffedType } from './attachment-type.ts';

/** The longest side of a thumbnail, in pixels: a gallery tile on a phone at 2x. */
const THUMBNAIL_SIZE = 320;
/** Refuses decompression bombs: a 10 MB file that unpacks to gigabytes of pixels (48 MP covers phones). */
const MAX_INPUT_PIXELS = 50_000_000;

const contentTypes: Record<SniffedType, AttachmentContentType> = {
  jpeg: 'image/jpeg',
  heic: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
const extensions: Record<AttachmentContentType, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

const unsupported = (reason: string = attachmentMessages.wrongType) =>
  new HttpProblem(415, 'Unsupported file type', reason, [{ field: 'file', reason }]);

/** The uploader's name with the extension of what is stored ("IMG_1.HEIC" is kept as "IMG_1.jpg"). */
export const nameFor = (fileName: string, contentType: AttachmentContentType): string => {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const kept = extensions[contentType];
  if (kept.includes(extension)) return fileName;
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}.${kept[0]}`;
};

const readAll = (staged: StagedBlob) => staged.read(0, staged.size);

/**
 * The image turned upright (EXIF orientation applied to the pixels), then written again with no
 * metadata at all: GPS position, camera serial, owner name and the rest of EXIF, XMP and IPTC go.
 */
const cleanImage = async (bytes: Buffer, type: 'jpeg' | 'png' | 'webp'): Promise<Buffer> => {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  switch (type) {
    case 'jpeg':
      return image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 88 }).toBuffer();
  }
};

const thumbnailOf = (cleaned: Buffer): Promise<Buffer> =>
  sharp(cleaned, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();

const store = async (blobs: BlobStore, bytes: Buffer): Promise<string> => {
  const staged = await blobs.stage(Readable.from([bytes]), {
    maxBytes: Math.max(bytes.length, MAX_UPLOAD_BYTES),
  });
  await staged.commit();
  return staged.sha256;
};

/** An image sharp could not read is not an image, whatever its first bytes said. */
const asUnsupported = (error: unknown): never => {
  if (error instanceof HttpProblem) throw error;
  throw unsupported('The content of this file could not be read as an image.');
};

/**
 * A JPEG or PNG photo of evidence (an inspection answer, finished work), cleaned like every photo:
 * upright, without EXIF. Null when the upload is not one file of those types by its content, for
 * the caller's own checks to refuse or take as a document.
 */
export const evidencePhoto = async (
  blobs: BlobStore,
  upload: ReceivedUpload,
): Promise<SubmittedFile | null> => {
  const file = upload.file;
  if (!file || file.staged.size === 0 || Object.keys(upload.fields).length > 0) return null;
  const sniffed = await sniffAttachmentType(file.staged);
  if (sniffed !== 'jpeg' && sniffed !== 'png') return null;
  try {
    const cleaned = await cleanImage(await readAll(file.staged), sniffed).catch(asUnsupported);
    const sha256 = await store(blobs, cleaned);
    const contentType = contentTypes[sniffed];
    return {
      sha256,
      size: cleaned.length,
      mediaType: contentType,
      fileType: sniffed === 'jpeg' ? 'jpg' : 'png',
      originalName: nameFor(file.fileName, contentType),
    };
  } finally {
    await file.staged.discard();
  }
};

/**
 * The photo pipeline: judges the upload by its content (JPEG, PNG, WebP, HEIC or PDF), converts
 * HEIC to JPEG, orients images and strips their metadata, makes a thumbnail, and stores what is
 * kept by SHA-256. The upload as received is never stored when it is an image (it still has its
 * EXIF); a PDF is stored as received. Anything else is refused with 415 and nothing is kept.
 */
export const processAttachment = async (
  blobs: BlobStore,
  staged: StagedBlob,
  fileName: string,
  attachmentId: string,
): Promise<AttachmentRef> => {
  try {
    const sniffed = await sniffAttachmentType(staged);
    if (sniffed === null) throw unsupported();
    const contentType = contentTypes[sniffed];
    const name = nameFor(fileName, contentType);
    if (sniffed === 'pdf') {
      await staged.commit();
      return {
        attachmentId,
        sha256: staged.sha256,
        thumbnailSha256: null,
        contentType,
        size: staged.size,
        name,
      };
    }
    const received = await readAll(staged);
    const decoded =
      sniffed === 'heic'
        ? Buffer.from(
            await convertHeic({ buffer: received, format: 'JPEG', quality: 0.9 }).catch(asUnsupported),
          )
        : received;
    const cleaned = await cleanImage(decoded, sniffed === 'heic' ? 'jpeg' : sniffed).catch(asUnsupported);
    const [sha256, thumbnailSha256] = await Promise.all([
      store(blobs, cleaned),
      thumbnailOf(cleaned).then((t) => store(blobs, t)),
    ]);
    return { attachmentId, sha256, thumbnailSha256, contentType, size: cleaned.length, name };
  } finally {
    await staged.discard();
  }
};
