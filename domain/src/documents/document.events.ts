import type { Event } from '../shared/command.ts';
import type { DocumentCategory } from './document.vocabulary.ts';

/** One stored version of a document's file: the blob store keeps the bytes under `sha256`. */
export type DocumentFile = {
  version: number;
  sha256: string;
  size: number;
  mediaType: string;
  /** The extension the content was checked against: pdf, doc, docx, xls, xlsx, ppt, pptx or txt. */
  fileType: string;
  /** The uploader's file name, cleaned of paths and control characters; never used as a path. */
  originalName: string;
};

type UploadedBy = { uploadedBy: string | null; uploadedByName: string | null; uploadedAt: string };

/** The first event of a document stream; assign-document reads `name` from it. */
export type DocumentUploaded = Event<
  'DocumentUploaded',
  UploadedBy & { documentId: string; name: string; category: DocumentCategory; file: DocumentFile }
>;

/** A later version; earlier versions stay stored and downloadable. */
export type DocumentVersionUploaded = Event<
  'DocumentVersionUploaded',
  UploadedBy & { documentId: string; file: DocumentFile }
>;

export type DocumentSignatureRequirementSet = Event<
  'DocumentSignatureRequirementSet',
  {
    documentId: string;
    requiresSignature: boolean;
    deadline: string | null;
    instructions: string | null;
    setBy: string | null;
    setByName: string | null;
    setAt: string;
  }
>;

/**
 * An electronic signature (21 CFR Part 11, 11.50 and 11.70): the printed name of the signer, the
 * time, the meaning, and the exact version (number and sha256) it applies to, in the document's
 * own hash-chained stream so it cannot be detached from it.
 */
export type DocumentSigned = Event<
  'DocumentSigned',
  {
    signatureId: string;
    documentId: string;
    signerId: string;
    signerName: string;
    meaning: string;
    acknowledged: true;
    documentVersion: number;
    documentSha256: string;
    /** The drawn signature as a PNG data URL. */
    signatureImage: string;
    signedAt: string;
  }
>;

export type DocumentEvent =
  | DocumentUploaded
  | DocumentVersionUploaded
  | DocumentSignatureRequirementSet
  | DocumentSigned
  | DocumentRetired;

export const documentStreamId = (documentId: string): string => `document-${documentId}`;

/**
 * A document taken out of the library by an administrator, with the reason. Its stream, versions
 * and signatures stay (they are evidence); it accepts no new version, requirement or signature.
 */
export type DocumentRetired = Event<
  'DocumentRetired',
  {
    documentId: string;
    reason: string;
    retiredBy: string | null;
    retiredByName: string | null;
    retiredAt: string;
  }
>;
