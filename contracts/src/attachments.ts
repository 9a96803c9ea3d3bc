import { z } from 'zod';
import { attachmentContentTypes, MAX_ATTACHMENTS_PER_INCIDENT } from '@hs/domain/vocabulary';

/** Photos and files on incidents: the domain's limits. */
export { MAX_ATTACHMENTS_PER_INCIDENT, attachmentContentTypes };
export const AttachmentContentType = z.enum(attachmentContentTypes);

/** What the picker's `accept` offers; the server judges the content, not this list. */
export const attachmentAccept =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf';

export const attachmentMessages = {
  wrongType: 'Only JPEG, PNG, WebP and HEIC photos and PDF files are accepted',
  tooMany: `A report holds at most ${MAX_ATTACHMENTS_PER_INCIDENT} photos and files.`,
} as const;

export const attachmentRoutes = {
  attachments: '/api/attachments',
  file: (id: string) => `/api/attachments/${encodeURIComponent(id)}`,
  thumbnail: (id: string) => `/api/attachments/${encodeURIComponent(id)}/thumbnail`,
  incidentAttachments: (incidentId: string) => `/api/incidents/${encodeURIComponent(incidentId)}/attachments`,
} as const;

/** A stored photo or file, with where to fetch it (thumbnailUrl is null for a PDF). */
export const AttachmentView = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  contentType: AttachmentContentType,
  size: z.number().int(),
  sha256: z.string(),
  name: z.string(),
});
export type AttachmentView = z.infer<typeof AttachmentView>;

/** Ids of files the same user uploaded with POST /api/attachments just before, each once. */
export const AttachmentIds = z
  .array(z.uuid())
  .max(MAX_ATTACHMENTS_PER_INCIDENT, attachmentMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, 'Each file may appear once');

export const AttachmentIdParams = z.strictObject({ id: z.uuid() });

/** POST /api/incidents/:id/attachments answers the file and the incident's new version. */
export const AddedAttachmentResponse = AttachmentView.extend({
  version: z.number().int(),
  consistencyToken: z.string().nullable(),
});

/** The view of a stored file from what its events record. */
export const attachmentViewOf = (ref: {
  attachmentId: string;
  sha256: string;
  thumbnailSha256: string | null;
  contentType: AttachmentView['contentType'];
  size: number;
  name: string;
}): AttachmentView => ({
  id: ref.attachmentId,
  url: attachmentRoutes.file(ref.attachmentId),
  thumbnailUrl: ref.thumbnailSha256 ? attachmentRoutes.thumbnail(ref.attachmentId) : null,
  contentType: ref.contentType,
  size: ref.size,
  sha256: ref.sha256,
  name: ref.name,
});
