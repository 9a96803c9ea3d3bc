import type { SignatureAudiences, VersionSubmission } from '@hs/contracts';
import type pg from 'pg';

const SUBMISSION = `SELECT v.document_id, d.name, d.category, v.version, v.file_name, v.change_note, v.uploaded_by_name,
         v.uploaded_at, v.status, v.decided_by_name, v.decided_at, v.rejection_reason
    FROM document_versions v JOIN documents d ON d.id = v.document_id`;

type SubmissionRow = {
  document_id: string;
  name: string;
  category: VersionSubmission['category'];
  version: number;
  file_name: string;
  change_note: string | null;
  uploaded_by_name: string | null;
  uploaded_at: Date;
  status: VersionSubmission['status'];
  decided_by_name: string | null;
  decided_at: Date | null;
  rejection_reason: string | null;
};

const toSubmission = (r: SubmissionRow): VersionSubmission => ({
  documentId: r.document_id,
  documentName: r.name,
  category: r.category,
  version: r.version,
  fileName: r.file_name,
  changeNote: r.change_note,
  uploadedByName: r.uploaded_by_name,
  uploadedAt: r.uploaded_at.toISOString(),
  status: r.status,
  decidedByName: r.decided_by_name,
  decidedAt: r.decided_at?.toISOString() ?? null,
  rejectionReason: r.rejection_reason,
});

/**
 * The approval queue, oldest first: every version waiting for approval in a document still in use
 * for those who manage documents; for anyone else only the ones they uploaded.
 */
export const pendingApprovals = async (
  pool: pg.Pool,
  reader: { userId: string; managesDocuments: boolean },
): Promise<VersionSubmission[]> => {
  const { rows } = await pool.query<SubmissionRow>(
    `${SUBMISSION} WHERE v.status = 'pending' AND d.retired_at IS NULL AND ($1 OR v.uploaded_by = $2)
      ORDER BY v.uploaded_at, v.document_id`,
    [reader.managesDocuments, reader.userId],
  );
  return rows.map(toSubmission);
};

/** A user's uploads that went to approval, with the outcome; the latest first. */
export const submissionsOf = async (pool: pg.Pool, userId: string): Promise<VersionSubmission[]> => {
  const { rows } = await pool.query<SubmissionRow>(
    `${SUBMISSION} WHERE v.uploaded_by = $1 AND (v.status <> 'published' OR v.decided_at IS NOT NULL)
      ORDER BY v.uploaded_at DESC, v.document_id LIMIT 50`,
    [userId],
  );
  return rows.map(toSubmission);
};

/** The departments of active employees, and the roles, to aim a signature requirement at. */
export const signatureAudiences = async (pool: pg.Pool): Promise<SignatureAudiences> => {
  const { rows } = await pool.query<{ department: string }>(
    'SELECT DISTINCT department FROM employees WHERE is_active ORDER BY department',
  );
  return {
    departments: rows.map((r) => r.department),
    roles: ['admin', 'safety-officer', 'supervisor', 'employee'],
  };
};
