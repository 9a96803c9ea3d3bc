import type { PendingSigners } from '@hs/contracts';
import type pg from 'pg';
import { currentVersionOf } from './queries.ts';
import { requiredOf } from './signature-duties.ts';

/**
 * Active people who must sign a document (its requirement reaches them, see signature-duties.ts, or it is assigned to them) and
 * have not signed its current version; null when there is no such document. A retired document
 * asks nobody.
 */
export const pendingSignersOf = async (
  pool: pg.Pool,
  documentId: string,
  today: string,
): Promise<PendingSigners | null> => {
  const currentVersion = await currentVersionOf(pool, documentId);
  if (currentVersion === undefined) return null;
  const { rows } = await pool.query(
    `SELECT e.id, e.first_name, e.last_name, e.department, ${requiredOf('d', 'e')} AS requires_signature, a.due_date IS NOT NULL AS assigned,
            to_char(due.value, 'YYYY-MM-DD') AS due_date, due.value < $2::date AS overdue
       FROM documents d
       JOIN employees e ON e.is_active
       LEFT JOIN LATERAL (
         SELECT min(due_date) AS due_date FROM document_assignments
          WHERE document_id = d.id AND employee_id = e.id AND action = 'sign' HAVING count(*) > 0
       ) a ON true
       CROSS JOIN LATERAL (
         SELECT LEAST(CASE WHEN ${requiredOf('d', 'e')} THEN d.signature_deadline END, a.due_date) AS value
       ) due
      WHERE d.id = $1 AND d.retired_at IS NULL AND d.approval_status = 'published'
        AND (${requiredOf('d', 'e')} OR a.due_date IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM document_signatures s
                         WHERE s.document_id = d.id AND s.user_id = e.id AND s.document_version = d.current_version)
      ORDER BY due.value NULLS LAST, e.last_name, e.first_name, e.id`,
    [documentId, today],
  );
  return {
    currentVersion,
    pending: rows.map((r) => ({
      userId: r.id,
      name: `${r.first_name} ${r.last_name}`,
      department: r.department,
      reasons: [
        ...(r.requires_signature ? (['requirement'] as const) : []),
        ...(r.assigned ? (['assignment'] as const) : []),
      ],
      dueDate: r.due_date,
      overdue: r.overdue === true,
    })),
  };
};
