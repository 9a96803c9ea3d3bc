import type {
  DocumentDetail,
  DocumentPage,
  DocumentSummary,
  DocumentVersion,
  ListDocumentsQuery,
  RequiredSignature,
  SignatureRecord,
  UserDocumentSignature,
} from '@hs/contracts';
import type pg from 'pg';
import { requiredOf } from './signature-duties.ts';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * The reader's state per document: their latest signature, and whether they must sign the current
 * version (required of them by department, role or of everyone, or assigned to them to sign).
 */
const SUMMARY = `d.id, d.name, d.category, d.file_name, d.file_type, d.size, d.current_version, d.sha256, d.uploaded_at,
  d.last_updated, d.uploaded_by, d.uploaded_by_name, d.requires_signature, ${day('d.signature_deadline')} AS signature_deadline,
  d.signature_instructions, d.signature_departments, d.signature_roles, d.approval_status,
  mine.document_version AS my_version, mine.signed_at AS my_signed_at, mine.time_zone AS my_time_zone, ${requiredOf('d', 'me')} AS required_of_me,
  EXISTS (SELECT 1 FROM document_assignments a WHERE a.document_id = d.id AND a.employee_id = $1 AND a.action = 'sign')
    AS assigned_to_sign`;
const MINE = `LEFT JOIN employees me ON me.id = $1
  LEFT JOIN LATERAL (
    SELECT document_version, signed_at, time_zone FROM document_signatures s
     WHERE s.document_id = d.id AND s.user_id = $1 ORDER BY document_version DESC LIMIT 1
  ) mine ON true`;

type SummaryRow = {
  id: string;
  name: string;
  category: DocumentSummary['category'];
  file_name: string;
  file_type: string;
  size: string;
  current_version: number;
  sha256: string;
  uploaded_at: Date;
  last_updated: Date;
  uploaded_by: string | null;
  uploaded_by_name: string | null;
  requires_signature: boolean;
  signature_deadline: string | null;
  signature_instructions: string | null;
  signature_departments: string[];
  signature_roles: DocumentSummary['signatureRoles'];
  approval_status: DocumentDetail['approvalStatus'];
  required_of_me: boolean;
  my_version: number | null;
  my_signed_at: Date | null;
  my_time_zone: string | null;
  assigned_to_sign: boolean;
};

const toSummary = (r: SummaryRow): DocumentSummary => ({
  id: r.id,
  name: r.name,
  category: r.category,
  fileName: r.file_name,
  fileType: r.file_type,
  size: Number(r.size),
  currentVersion: r.current_version,
  sha256: r.sha256,
  uploadedAt: r.uploaded_at.toISOString(),
  lastUpdated: r.last_updated.toISOString(),
  uploadedBy: r.uploaded_by,
  uploadedByName: r.uploaded_by_name,
  requiresSignature: r.requires_signature,
  signatureDeadline: r.signature_deadline,
  signatureInstructions: r.signature_instructions,
  signatureDepartments: r.signature_departments,
  signatureRoles: r.signature_roles,
  mySignature:
    r.my_version === null
      ? null
      : { version: r.my_version, signedAt: r.my_signed_at!.toISOString(), timeZone: r.my_time_zone! },
  needsMySignature:
    r.approval_status === 'published' &&
    (r.required_of_me || r.assigned_to_sign) &&
    (r.my_version === null || r.my_version < r.current_version),
});

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the library, most recently updated first, with the total that matches. */
export const listDocuments = async (
  pool: pg.Pool,
  userId: string,
  query: ListDocumentsQuery,
): Promise<DocumentPage> => {
  const filter = (search: string, category: string) =>
    `d.retired_at IS NULL AND d.approval_status = 'published' AND (${search}::text IS NULL OR lower(d.name) LIKE ${search})
     AND (${category}::text IS NULL OR d.category = ${category})`;
  const values = [query.search ? likePattern(query.search) : null, query.category ?? null];
  const [{ rows }, count] = await Promise.all([
    pool.query<SummaryRow>(
      `SELECT ${SUMMARY} FROM documents d ${MINE} WHERE ${filter('$2', '$3')}
        ORDER BY d.last_updated DESC, d.id LIMIT $4 OFFSET $5`,
      [userId, ...values, query.pageSize, (query.page - 1) * query.pageSize],
    ),
    pool.query<{ n: string }>(`SELECT count(*) AS n FROM documents d WHERE ${filter('$1', '$2')}`, values),
  ]);
  return {
    documents: rows.map(toSummary),
    total: Number(count.rows[0]!.n),
    page: query.page,
    pageSize: query.pageSize,
  };
};

type SignatureRow = {
  id: string;
  document_id: string;
  user_id: string;
  signer_name: string;
  meaning: string;
  acknowledged: boolean;
  document_version: number;
  document_sha256: string;
  signed_at: Date;
  time_zone: string;
  signature_data?: string;
};

const toSignature = (r: SignatureRow): SignatureRecord => ({
  id: r.id,
  documentId: r.document_id,
  userId: r.user_id,
  signerName: r.signer_name,
  meaning: r.meaning,
  acknowledged: r.acknowledged,
  documentVersion: r.document_version,
  documentSha256: r.document_sha256,
  signedAt: r.signed_at.toISOString(),
  timeZone: r.time_zone,
});

const SIGNATURE_COLUMNS = `id, document_id, user_id, signer_name, meaning, acknowledged, document_version, document_sha256,
  signed_at, time_zone`;

/** Who reads: versions waiting for approval or rejected show only to their uploader and managers. */
export type DocumentReader = { userId: string; managesDocuments: boolean };

/**
 * A document with every version the reader may see and every signature (without the drawn
 * images), or null, also when it was never approved and the reader neither uploaded nor manages it.
 */
export const findDocument = async (
  pool: pg.Pool,
  reader: DocumentReader,
  documentId: string,
): Promise<DocumentDetail | null> => {
  const { userId } = reader;
  const { rows } = await pool.query<
    SummaryRow & {
      retired_at: Date | null;
      retired_reason: string | null;
      retired_by_name: string | null;
      pending_version: number | null;
    }
  >(
    `SELECT ${SUMMARY}, d.retired_at, d.retired_reason, d.retired_by_name, d.pending_version
       FROM documents d ${MINE} WHERE d.id = $2`,
    [userId, documentId],
  );
  const row = rows[0];
  if (!row) return null;
  const mayReview = reader.managesDocuments || row.uploaded_by === userId;
  if (row.approval_status !== 'published' && !mayReview) return null;
  const [versions, signatures] = await Promise.all([
    pool.query(
      `SELECT version, file_name, file_type, media_type, size, sha256, uploaded_by, uploaded_by_name, uploaded_at,
              status, change_note, decided_by_name, decided_at, rejection_reason
         FROM document_versions
        WHERE document_id = $1 AND (status = 'published' OR $2 OR uploaded_by = $3)
        ORDER BY version DESC`,
      [documentId, reader.managesDocuments, userId],
    ),
    pool.query<SignatureRow>(
      `SELECT ${SIGNATURE_COLUMNS} FROM document_signatures WHERE document_id = $1 ORDER BY signed_at DESC, id`,
      [documentId],
    ),
  ]);
  return {
    ...toSummary(row),
    // A retired document asks nobody for a signature any more.
    ...(row.retired_at ? { needsMySignature: false } : {}),
    approvalStatus: row.approval_status,
    pendingVersion: mayReview ? row.pending_version : null,
    retirement: row.retired_at
      ? {
          reason: row.retired_reason ?? '',
          retiredAt: row.retired_at.toISOString(),
          retiredByName: row.retired_by_name,
        }
      : null,
    versions: versions.rows.map((v): DocumentVersion => ({
      version: v.version,
      status: v.status,
      changeNote: v.change_note,
      decidedByName: v.decided_by_name,
      decidedAt: v.decided_at?.toISOString() ?? null,
      rejectionReason: v.rejection_reason,
      fileName: v.file_name,
      fileType: v.file_type,
      mediaType: v.media_type,
      size: Number(v.size),
      sha256: v.sha256,
      uploadedBy: v.uploaded_by,
      uploadedByName: v.uploaded_by_name,
      uploadedAt: v.uploaded_at.toISOString(),
    })),
    signatures: signatures.rows.map(toSignature),
  };
};

/** The stored file of one version for a download; a version not approved only for its uploader and managers. */
export const findVersionFile = async (
  pool: pg.Pool,
  reader: DocumentReader,
  documentId: string,
  version: number,
) => {
  const { rows } = await pool.query<{ file_name: string; media_type: string; sha256: string; size: string }>(
    `SELECT file_name, media_type, sha256, size FROM document_versions
      WHERE document_id = $1 AND version = $2 AND (status = 'published' OR $3 OR uploaded_by = $4)`,
    [documentId, version, reader.managesDocuments, reader.userId],
  );
  const row = rows[0];
  return row
    ? { fileName: row.file_name, mediaType: row.media_type, sha256: row.sha256, size: Number(row.size) }
    : null;
};

/** The current version of a document; undefined when there is no document of that id. */
export const currentVersionOf = async (pool: pg.Pool, documentId: string): Promise<number | undefined> => {
  const { rows } = await pool.query<{ current_version: number }>(
    'SELECT current_version FROM documents WHERE id = $1',
    [documentId],
  );
  return rows[0]?.current_version;
};

/** A user's latest signature of a document, with its image; null when the document does not exist. */
export const userSignature = async (
  pool: pg.Pool,
  documentId: string,
  userId: string,
): Promise<UserDocumentSignature | null> => {
  const currentVersion = await currentVersionOf(pool, documentId);
  if (currentVersion === undefined) return null;
  const { rows } = await pool.query<SignatureRow & { signature_data: string }>(
    `SELECT ${SIGNATURE_COLUMNS}, signature_data FROM document_signatures
      WHERE document_id = $1 AND user_id = $2 ORDER BY document_version DESC LIMIT 1`,
    [documentId, userId],
  );
  const latest = rows[0];
  return {
    documentId,
    userId,
    currentVersion,
    signedCurrentVersion: latest?.document_version === currentVersion,
    signature: latest ? { ...toSignature(latest), signatureData: latest.signature_data } : null,
    signedAt: latest ? latest.signed_at.toISOString() : null,
  };
};

/**
 * What a user still has to sign: published documents whose requirement reaches them (everyone, or
 * their department or role as the employee records say now) or that were assigned to them to sign,
 * whose current version they have not signed. A new version brings a document back; the earliest
 * deadline (requirement or assignment) comes first.
 */
export const documentsRequiringSignature = async (
  pool: pg.Pool,
  userId: string,
  today: string,
): Promise<RequiredSignature[]> => {
  const { rows } = await pool.query(
    `SELECT d.id, d.name, d.category, d.file_name, d.file_type, d.current_version, d.sha256, d.last_updated,
            ${requiredOf('d', 'me')} AS required, a.assigned, ${day('deadline.value')} AS deadline, deadline.value < $2::date AS overdue,
            COALESCE(CASE WHEN ${requiredOf('d', 'me')} THEN d.signature_instructions END, a.instructions) AS instructions, mine.version AS signed_version
       FROM documents d
       LEFT JOIN employees me ON me.id = $1
       LEFT JOIN LATERAL (
         SELECT true AS assigned, min(due_date) AS due_date, string_agg(instructions, E'\\n' ORDER BY assigned_at) AS instructions
           FROM document_assignments WHERE document_id = d.id AND employee_id = $1 AND action = 'sign' HAVING count(*) > 0
       ) a ON true
       LEFT JOIN LATERAL (
         SELECT max(document_version) AS version FROM document_signatures WHERE document_id = d.id AND user_id = $1
       ) mine ON true
       CROSS JOIN LATERAL (SELECT LEAST(CASE WHEN ${requiredOf('d', 'me')} THEN d.signature_deadline END, a.due_date) AS value) deadline
      WHERE (${requiredOf('d', 'me')} OR a.assigned) AND d.retired_at IS NULL AND d.approval_status = 'published'
        AND (mine.version IS NULL OR mine.version < d.current_version)
      ORDER BY deadline.value NULLS LAST, d.name, d.id`,
    [userId, today],
  );
  return rows.map((r) => ({
    documentId: r.id,
    name: r.name,
    category: r.category,
    fileName: r.file_name,
    fileType: r.file_type,
    currentVersion: r.current_version,
    sha256: r.sha256,
    lastUpdated: r.last_updated.toISOString(),
    deadline: r.deadline,
    overdue: r.overdue === true,
    instructions: r.instructions,
    reasons: [
      ...(r.required ? (['requirement'] as const) : []),
      ...(r.assigned ? (['assignment'] as const) : []),
    ],
    previouslySignedVersion: r.signed_version,
  }));
};
