import type { BlobStore } from '@hs/infra/blobs';
import type { FastifyReply } from 'fastify';
import { inlineHeader, type StoredFile } from './send-attachment.ts';

type OpenedBlob = NonNullable<Awaited<ReturnType<BlobStore['open']>>>;

/**
 * What an uploaded file may do when a browser opens it as a page: nothing. `sandbox` gives it an
 * opaque origin with scripts, forms and plugins off, so an HTML or SVG file in disguise never runs
 * in the app's origin; nothing may load from it and no page may frame it.
 */
export const UPLOADED_FILE_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";

type InlineOptions = {
  /** Who may keep it: no cache by default; files whose bytes never change under their id may say more. */
  cacheControl?: string;
  /** Off only for a PDF opened as a page: Chrome's PDF viewer refuses a sandboxed document. */
  sandbox?: boolean;
};

/**
 * Streams a stored file to be shown in the app (the document viewer, an incident's photos): its
 * stored media type, never sniffed, inline, sandboxed, and kept by no shared cache.
 */
export const sendInline = (
  reply: FastifyReply,
  file: StoredFile,
  blob: OpenedBlob,
  { cacheControl = 'private, no-store', sandbox = true }: InlineOptions = {},
) => {
  if (sandbox) reply.header('content-security-policy', UPLOADED_FILE_POLICY);
  return reply
    .header('content-type', file.mediaType)
    .header('content-length', String(blob.size))
    .header('content-disposition', inlineHeader(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .header('x-content-sha256', file.sha256)
    .send(blob.stream);
};
