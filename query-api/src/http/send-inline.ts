import type { BlobStore } from '@hs/infra/blobs';
import type { FastifyReply } from 'fastify';
import { attachmentHeader, type StoredFile } from './send-attachment.ts';

type OpenedBlob = NonNullable<Awaited<ReturnType<BlobStore['open']>>>;

/**
 * What an uploaded file may do when a browser opens it as a page: nothing. `sandbox` gives it an
 * opaque origin with scripts, forms and plugins off, so an HTML or SVG file in disguise never runs
 * in the app's origin; nothing may load from it and no page may frame it.
 */
export const UPLOADED_FILE_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";

/** The same RFC 6266 header as a download's, asking to show the file in place. */
export const inlineHeader = (fileName: string): string =>
  attachmentHeader(fileName).replace(/^attachment;/, 'inline;');

/**
 * Streams a stored file to be read in the app (the document viewer fetches it): its stored media
 * type, never sniffed, inline, sandboxed, and kept by no shared cache.
 */
export const sendInline = (reply: FastifyReply, file: StoredFile, blob: OpenedBlob) =>
  reply
    .header('content-type', file.mediaType)
    .header('content-length', String(blob.size))
    .header('content-disposition', inlineHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', UPLOADED_FILE_POLICY)
    .header('cache-control', 'private, no-store')
    .header('x-content-sha256', file.sha256)
    .send(blob.stream);
