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

/**
 * Uploads by people who do not manage documents wait for approval (absent on older events: they
 * were published at once).
 */
type Approval = { needsApproval?: boolean };

/** The first event of a document stream; assign-document reads `name` from it. */
export type DocumentUploaded = Event<
  'DocumentUploaded',
  UploadedBy & Approval & { documentId: string; name: string; category: DocumentCategory; file: DocumentFile }
>;

/** A later version; earlier versions stay stored and downloadable. */
export type DocumentVersionUploaded = Event<
  'DocumentVersionUploaded',
  UploadedBy & Approval & { documentId: string; file: DocumentFile; changeNote?: string | null }
>;

/** A version waiting for approval is put in force by someone who manages documents. */
export type DocumentVersionApproved = Event<
  'DocumentVersionApproved',
  {
    documentId: string;
    version: number;
    approvedBy: string | null;
    approvedByName: string | null;
    approvedAt: string;
  }
>;

/** A version waiting for approval is turned down, with the reason its uploader reads. */
export type DocumentVersionRejected = Event<
  'DocumentVersionRejected',
  {
    documentId: string;
    version: number;
    reason: string;
    rejectedBy: string | null;
    rejectedByName: string | null;
    rejectedAt: string;
  }
>;

export type DocumentSignatureRequirementSet = Event<
  'DocumentSignatureRequirementSet',
  {
    documentId: string;
    requiresSignature: boolean;
    deadline: string | null;
    instructions: string | null;
    /**
     * Who must sign: members of these departments or holders of these roles, read from the
     * employees at the time of asking. Both empty (or absent on older events) means everyone.
     */
    departments?: string[];
    roles?: string[];
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
    /** SignatureMeaning; signatures before it said 'reviewed and acknowledged', kept as signed. */
    meaning: string;
    acknowledged: true;
    documentVersion: number;
    documentSha256: string;
    /** The drawn signature as a PNG data URL. */
    signatureImage: string;
    signedAt: string;
    /** The site's IANA zone the signature was made in; absent before zones were recorded (UTC). */
    timeZone?: string;
  }
>;

export type DocumentEvent =
  | DocumentUploaded
  | DocumentVersionUploaded
  | DocumentVersionApproved
  | DocumentVersionRejected
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
