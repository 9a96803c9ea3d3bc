import type { Event } from '../shared/command.ts';

/**
 * A file on an incident as its events record it: the hashes of the stored bytes (never the bytes),
 * what they are and the name the uploader gave. Images are stored oriented and without metadata
 * (EXIF: GPS position, device serial, owner), so the name is the only personal data left.
 */
export type AttachmentRef = {
  attachmentId: string;
  sha256: string;
  /** A small JPEG of an image; null for a PDF. */
  thumbnailSha256: string | null;
  contentType: AttachmentContentType;
  size: number;
  name: string;
};

/** What is stored, judged by content: HEIC arrives but is stored converted to JPEG. */
export const attachmentContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentContentType = (typeof attachmentContentTypes)[number];

/** The most files one report holds (with those added later); a comment holds as many. */
export const MAX_ATTACHMENTS_PER_INCIDENT = 10;

/** Uploaded and checked, not yet on anything: only its uploader sees it until it is attached. */
export type AttachmentStaged = Event<
  'AttachmentStaged',
  AttachmentRef & { stagedBy: string; stagedAt: string }
>;

/** Put on an incident (its report, a comment or added later): it is on that incident for good. */
export type AttachmentAttached = Event<
  'AttachmentAttached',
  { attachmentId: string; incidentId: string; attachedBy: string | null; attachedAt: string }
>;

export type AttachmentEvent = AttachmentStaged | AttachmentAttached;

export const attachmentStreamId = (attachmentId: string): string => `attachment-${attachmentId}`;
