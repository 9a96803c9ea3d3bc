import type { CertificateStatus, TrainingCertificate } from '@hs/contracts';
import type pg from 'pg';

/** Whose certificates a caller may see: everyone's, one department's (by its key), or their own. */
export type CertificateScope = 'all' | { department: string } | { userId: string };

// Dates as text: a pg Date would move the day by the server's time zone.
const SELECT = `SELECT c.*, to_char(c.issued_on, 'YYYY-MM-DD') AS issued, to_char(c.expires_on, 'YYYY-MM-DD') AS expires,
                       coalesce(e.first_name || ' ' || e.last_name, c.user_id::text) AS user_name,
                       e.department
                  FROM training_certificates c
                  LEFT JOIN employees e ON e.id = c.user_id`;

const scopeWhere = `($1::text IS NULL OR lower(btrim(e.department)) = $1)
                AND ($2::uuid IS NULL OR c.user_id = $2)`;

const scopeParams = (scope: CertificateScope) => [
  scope !== 'all' && 'department' in scope ? scope.department : null,
  scope !== 'all' && 'userId' in scope ? scope.userId : null,
];

/** The certificates a caller may see, newest first; `status` narrows to a review queue. */
export const certificatesOf = async (
  pool: pg.Pool,
  scope: CertificateScope,
  status: CertificateStatus | undefined,
): Promise<TrainingCertificate[]> => {
  const { rows } = await pool.query(
    `${SELECT} WHERE ${scopeWhere} AND ($3::text IS NULL OR c.status = $3)
      ORDER BY c.submitted_at DESC, c.id`,
    [...scopeParams(scope), status ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    trainingId: r.training_id,
    trainingTitle: r.training_title,
    userId: r.user_id,
    userName: r.user_name,
    department: r.department ?? null,
    issuer: r.issuer,
    certificateNumber: r.certificate_number,
    issuedOn: r.issued,
    expiresOn: r.expires,
    fileName: r.file_name,
    status: r.status,
    submittedBy: r.submitted_by,
    submittedAt: r.submitted_at.toISOString(),
    reviewedByName: r.reviewed_by_name,
    reviewedAt: r.reviewed_at?.toISOString() ?? null,
    rejectionReason: r.rejection_reason,
  }));
};

/** The stored file of one certificate, when the caller's scope reaches it. */
export const certificateFileOf = async (pool: pg.Pool, id: string, scope: CertificateScope) => {
  const { rows } = await pool.query(`${SELECT} WHERE ${scopeWhere} AND c.id = $3`, [
    ...scopeParams(scope),
    id,
  ]);
  const r = rows[0];
  return r
    ? { fileName: r.file_name as string, mediaType: r.media_type as string, sha256: r.sha256 as string }
    : null;
};

/** The scans of one person's certificates, for the export of their personal data. */
export const certificateFilesOfPerson = async (pool: pg.Pool, userId: string) =>
  (
    await pool.query<{ id: string; sha256: string; file_name: string }>(
      'SELECT id, sha256, file_name FROM training_certificates WHERE user_id = $1 ORDER BY submitted_at, id',
      [userId],
    )
  ).rows;
