import { z } from 'zod';
import {
  CERTIFICATION_MEANING,
  DOCUMENT_SIGNATURE_MEANING,
  documentCategories,
  managesDocuments,
} from '@hs/domain/vocabulary';
import { PasswordAgain, Role } from './auth.ts';
import { boundedDate, text } from './bounds.ts';

/** Upload categories; the library filter offers All Categories and the first five. */
export const DocumentCategory = z.enum(documentCategories);
export type DocumentCategory = z.infer<typeof DocumentCategory>;
export const filterCategories = ['SDS', 'Procedures', 'Assessment', 'Training', 'Policy'] as const;

/** 4 documents per page, uploads up to 10 MB (10,485,760 bytes, inclusive): docs/product.md. */
export const DOCUMENTS_PER_PAGE = 4;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const acceptedFileTypes = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'] as const;
export type AcceptedFileType = (typeof acceptedFileTypes)[number];

/** The upload form's messages, shared with the server so both say the same. */
export const documentMessages = {
  nameRequired: 'Document name is required',
  categoryRequired: 'Category is required',
  fileRequired: 'A file is required',
  tooLarge: 'File size should be less than 10MB',
  wrongType: 'Only PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX and TXT files are accepted',
  signatureRequired: 'Please provide your signature',
  acknowledgementRequired: 'Please acknowledge that you have reviewed the document',
} as const;

/** Most bytes of the PNG of a drawn signature (a 450 by 150 drawing is a few kilobytes). */
export const MAX_SIGNATURE_PNG_BYTES = 200 * 1024;
const MAX_SIGNATURE_DATA_URL_LENGTH =
  'data:image/png;base64,'.length + Math.ceil(MAX_SIGNATURE_PNG_BYTES / 3) * 4;

const id = z.uuid();

/** The text fields of POST /api/documents (multipart: name, category and one file). */
export const UploadDocumentFields = z.strictObject({
  name: text(200).min(1, documentMessages.nameRequired),
  category: DocumentCategory,
});
export type UploadDocumentFields = z.infer<typeof UploadDocumentFields>;

/** The text field of POST /api/documents/:id/versions besides its one file. */
export const UploadVersionFields = z.strictObject({ changeNote: text(500).optional() });
export type UploadVersionFields = z.infer<typeof UploadVersionFields>;

/** Who manages the library (the safety team): their uploads are published at once and they approve others' uploads. */
export { managesDocuments };
/** What a signature means, shown where it is collected and stored with it (21 CFR 11.50). */
export { CERTIFICATION_MEANING, DOCUMENT_SIGNATURE_MEANING };

/** Published: in the library at once; pending: waits for an administrator or safety officer. */
export const ApprovalStatus = z.enum(['pending', 'published', 'rejected']);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

export const UploadDocumentResponse = z.object({
  id,
  version: z.number().int(),
  sha256: z.string(),
  status: ApprovalStatus,
  consistencyToken: z.string(),
});
export type UploadDocumentResponse = z.infer<typeof UploadDocumentResponse>;

export const DocumentIdParams = z.strictObject({ id });
export const DocumentVersionParams = z.strictObject({
  id,
  version: z.coerce.number().int().min(1).max(100_000),
});
export const UserSignatureParams = z.strictObject({ documentId: id, userId: id });

/** GET /api/documents: search by name, filter by category, one page at a time. */
export const ListDocumentsQuery = z.strictObject({
  search: text(200).optional(),
  category: DocumentCategory.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DOCUMENTS_PER_PAGE),
});
export type ListDocumentsQuery = z.infer<typeof ListDocumentsQuery>;
export type ListDocumentsInput = z.input<typeof ListDocumentsQuery>;

/**
 * PATCH /api/documents/:id/signature-requirement (admin). Deadline, instructions and audience only
 * count while on. No department and no role: everyone signs; otherwise members of any listed
 * department and holders of any listed role, as the employee records say when asked.
 */
export const SignatureRequirementBody = z.strictObject({
  requiresSignature: z.boolean(),
  /** Within a few years of today: the server checks that with its clock. */
  deadline: boundedDate().nullable().optional(),
  instructions: text(2000).nullable().optional(),
  departments: z.array(text(100).min(1)).max(50).optional(),
  roles: z.array(Role).max(4).optional(),
});
export type SignatureRequirementBody = z.infer<typeof SignatureRequirementBody>;

/**
 * POST /api/documents/signatures. The signer is the signed-in user: a `userId` (or any other
 * field) is refused as unknown, so nobody can sign in someone else's name.
 */
export const SignDocumentBody = z.strictObject({
  documentId: id,
  signatureData: z
    .string()
    .min(1, documentMessages.signatureRequired)
    .max(MAX_SIGNATURE_DATA_URL_LENGTH, 'The signature image is too large')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'The signature must be a PNG data URL'),
  acknowledged: z.literal(true, { error: documentMessages.acknowledgementRequired }),
  /** The version the signer reviewed; when a newer one exists the signature is refused. */
  documentVersion: z.number().int().min(1).max(100_000).optional(),
  /** The signer's password again (21 CFR 11.200): a wrong one signs nothing and counts as a failed sign-in. */
  password: PasswordAgain,
});
export type SignDocumentBody = z.infer<typeof SignDocumentBody>;

export const SignDocumentResponse = z.object({
  id: z.string(),
  documentId: id,
  documentVersion: z.number().int(),
  documentSha256: z.string(),
  signedAt: z.string(),
  timeZone: z.string(),
  meaning: z.string(),
  consistencyToken: z.string(),
});
export type SignDocumentResponse = z.infer<typeof SignDocumentResponse>;

export const DocumentVersion = z.object({
  version: z.number().int(),
  status: ApprovalStatus,
  changeNote: z.string().nullable(),
  /** Who approved or rejected it, when, and why it was rejected. */
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  fileName: z.string(),
  fileType: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  uploadedBy: z.uuid().nullable(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.string(),
});
export type DocumentVersion = z.infer<typeof DocumentVersion>;

/** The signed-in user's latest signature of a document. */
export const MySignature = z.object({
  version: z.number().int(),
  signedAt: z.string(),
  timeZone: z.string(),
});

/** A library row with the signed-in user's signing state. */
export const DocumentSummary = z.object({
  id,
  name: z.string(),
  category: DocumentCategory,
  fileName: z.string(),
  fileType: z.string(),
  size: z.number().int(),
  currentVersion: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
  lastUpdated: z.string(),
  uploadedBy: z.uuid().nullable(),
  uploadedByName: z.string().nullable(),
  requiresSignature: z.boolean(),
  signatureDeadline: z.string().nullable(),
  signatureInstructions: z.string().nullable(),
  /** Who must sign; both empty means everyone. */
  signatureDepartments: z.array(z.string()),
  signatureRoles: z.array(Role),
  mySignature: MySignature.nullable(),
  /** Required of everyone, or assigned to this user to sign, and the current version not yet signed by them. */
  needsMySignature: z.boolean(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

export const DocumentPage = z.object({
  documents: z.array(DocumentSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentPage = z.infer<typeof DocumentPage>;

/** POST /api/documents/:id/retire (administrators): the document leaves the library, with a reason. */
export const RetireDocumentBody = z.strictObject({
  reason: text(500).min(1, 'A reason is required'),
});
export type RetireDocumentBody = z.infer<typeof RetireDocumentBody>;

/** One signature as an auditor reads it: who (printed name), when, meaning what, on which version. */
export const SignatureRecord = z.object({
  id: z.string(),
  documentId: id,
  userId: z.uuid(),
  signerName: z.string(),
  meaning: z.string(),
  acknowledged: z.boolean(),
  documentVersion: z.number().int(),
  documentSha256: z.string(),
  signedAt: z.string(),
  /** The IANA zone the signature was made in: its time is shown and printed in it, with the zone. */
  timeZone: z.string(),
});
export type SignatureRecord = z.infer<typeof SignatureRecord>;

/** Why and when an administrator took a document out of the library; its signatures stay readable. */
export const DocumentRetirement = z.object({
  reason: z.string(),
  retiredAt: z.string(),
  retiredByName: z.string().nullable(),
});
export type DocumentRetirement = z.infer<typeof DocumentRetirement>;

export const DocumentDetail = DocumentSummary.extend({
  /** Pending or rejected until a first version is approved; shown only to its uploader and managers. */
  approvalStatus: ApprovalStatus,
  /** A later version waiting for approval; the current one stays in force. */
  pendingVersion: z.number().int().nullable(),
  versions: z.array(DocumentVersion),
  signatures: z.array(SignatureRecord),
  /** Null while the document is in the library. */
  retirement: DocumentRetirement.nullable(),
});
export type DocumentDetail = z.infer<typeof DocumentDetail>;

/** GET /api/documents/signatures/:documentId/user/:userId (self or admin). */
export const UserDocumentSignature = z.object({
  documentId: id,
  userId: z.uuid(),
  currentVersion: z.number().int(),
  signedCurrentVersion: z.boolean(),
  /** The latest signature with its drawn image, or null when the user never signed. */
  signature: SignatureRecord.extend({ signatureData: z.string() }).nullable(),
  signedAt: z.string().nullable(),
});
export type UserDocumentSignature = z.infer<typeof UserDocumentSignature>;

/** A card of /required-signatures: a document the user still has to sign in its current version. */
export const RequiredSignature = z.object({
  documentId: id,
  name: z.string(),
  category: DocumentCategory,
  fileName: z.string(),
  fileType: z.string(),
  currentVersion: z.number().int(),
  sha256: z.string(),
  lastUpdated: z.string(),
  deadline: z.string().nullable(),
  overdue: z.boolean(),
  instructions: z.string().nullable(),
  /** Why it is on the list: required of everyone, and/or assigned to this user to sign. */
  reasons: z.array(z.enum(['requirement', 'assignment'])),
  /** The last version this user signed, when a newer version brought the document back. */
  previouslySignedVersion: z.number().int().nullable(),
});
export type RequiredSignature = z.infer<typeof RequiredSignature>;

/** POST /api/documents/:id/approve and /reject: the version the approver reviewed. */
export const ApproveVersionBody = z.strictObject({ version: z.number().int().min(1).max(100_000) });
export type ApproveVersionBody = z.infer<typeof ApproveVersionBody>;
export const RejectVersionBody = ApproveVersionBody.extend({
  reason: text(500).min(1, 'A reason is required'),
});
export type RejectVersionBody = z.infer<typeof RejectVersionBody>;

/** A version uploaded for approval: a line of the approval queue, or of the uploader's submissions. */
export const VersionSubmission = z.object({
  documentId: id,
  documentName: z.string(),
  category: DocumentCategory,
  version: z.number().int(),
  fileName: z.string(),
  changeNote: z.string().nullable(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.string(),
  status: ApprovalStatus,
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type VersionSubmission = z.infer<typeof VersionSubmission>;

/** The departments found in the employee records, to aim a signature requirement at. */
export const SignatureAudiences = z.object({ departments: z.array(z.string()), roles: z.array(Role) });
export type SignatureAudiences = z.infer<typeof SignatureAudiences>;

export const documentRoutes = {
  approvals: '/api/documents/approvals',
  submissions: '/api/documents/submissions',
  audiences: '/api/documents/audiences',
  approve: (id: string) => `/api/documents/${encodeURIComponent(id)}/approve`,
  reject: (id: string) => `/api/documents/${encodeURIComponent(id)}/reject`,
  documents: '/api/documents',
  document: (id: string) => `/api/documents/${encodeURIComponent(id)}`,
  versions: (id: string) => `/api/documents/${encodeURIComponent(id)}/versions`,
  download: (id: string, version: number) =>
    `/api/documents/${encodeURIComponent(id)}/versions/${version}/download`,
  /** The same file shown in place (the in-app viewer), never as a page of the app's origin. */
  view: (id: string, version: number) => `/api/documents/${encodeURIComponent(id)}/versions/${version}/view`,
  signatureRequirement: (id: string) => `/api/documents/${encodeURIComponent(id)}/signature-requirement`,
  retire: (id: string) => `/api/documents/${encodeURIComponent(id)}/retire`,
  signatures: '/api/documents/signatures',
  userSignature: (documentId: string, userId: string) =>
    `/api/documents/signatures/${encodeURIComponent(documentId)}/user/${encodeURIComponent(userId)}`,
  requiringSignature: (userId: string) =>
    `/api/users/${encodeURIComponent(userId)}/documents/requiring-signature`,
} as const;
