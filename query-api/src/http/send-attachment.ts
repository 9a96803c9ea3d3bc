import type { BlobStore } from '@hs/infra/blobs';
import type { FastifyReply } from 'fastify';

/** A stored file as the read models describe it. */
export type StoredFile = { fileName: string; mediaType: string; sha256: string };

/** The file name parameters no file name can break out of (RFC 6266 with an ASCII fallback). */
const fileNameParams = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
};

/** A Content-Disposition that downloads the file under its name. */
export const attachmentHeader = (fileName: string): string => `attachment; ${fileNameParams(fileName)}`;

/** A Content-Disposition that shows the file in the browser, saved under its name if saved. */
export const inlineHeader = (fileName: string): string => `inline; ${fileNameParams(fileName)}`;

type OpenedBlob = NonNullable<Awaited<ReturnType<BlobStore['open']>>>;

/** Streams a stored file as a download no shared cache keeps, with the hash it was stored under. */
export const sendAttachment = (reply: FastifyReply, file: StoredFile, blob: OpenedBlob) =>
  reply
    .header('content-type', file.mediaType)
    .header('content-length', String(blob.size))
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-sha256', file.sha256)
    .send(blob.stream);
