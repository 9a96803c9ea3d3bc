import type { Command } from '../shared/command.ts';
import type { DocumentFile } from './document.events.ts';
import type { DocumentCategory } from './document.vocabulary.ts';

/** The file of an upload; the decider numbers the version. */
export type UploadedFile = Omit<DocumentFile, 'version'>;

export type UploadDocument = Command<
  'UploadDocument',
  { documentId: string; name: string; category: DocumentCategory; file: UploadedFile }
>;

export type UploadDocumentVersion = Command<
  'UploadDocumentVersion',
  { file: UploadedFile; changeNote: string | null }
>;

/** The version is named so the approver decides on the one they reviewed. */
export type ApproveDocumentVersion = Command<'ApproveDocumentVersion', { version: number }>;
export type RejectDocumentVersion = Command<'RejectDocumentVersion', { version: number; reason: string }>;

/** Departments and roles both empty: everyone must sign. */
export type SetSignatureRequirement = Command<
  'SetSignatureRequirement',
  {
    requiresSignature: boolean;
    deadline: string | null;
    instructions: string | null;
    departments: string[];
    roles: string[];
  }
>;

export type SignDocument = Command<
  'SignDocument',
  {
    signatureId: string;
    signatureImage: string;
    acknowledged: boolean;
    /** The version the signer was shown; signing fails if a newer one arrived meanwhile. */
    expectedVersion: number | null;
    /** The site's IANA time zone, recorded with the signature's time (21 CFR 11.50(a)(2)). */
    timeZone: string;
  }
>;

/** Takes a document out of the library (administrators); its history and signatures are kept. */
export type RetireDocument = Command<'RetireDocument', { reason: string }>;

export type DocumentCommand =
  | UploadDocument
  | UploadDocumentVersion
  | ApproveDocumentVersion
  | RejectDocumentVersion
  | SetSignatureRequirement
  | SignDocument
  | RetireDocument;
