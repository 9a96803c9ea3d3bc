import type pg from 'pg';
import { SIGNATURE_DUTIES } from './signature-duties.ts';

/**
 * Documentation compliance at the end of day `asOf` in `timeZone`: of the signatures owed today
 * (signature-duties.ts: who a requirement reaches, and sign assignments), those of the current
 * version given by then. Null figures when nothing must be signed.
 */
export const documentationOn = async (pool: pg.Pool, asOf: string, timeZone: string) => {
  const { rows } = await pool.query<{ required: number; signed: number }>(
    `SELECT count(*)::int AS required,
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM document_signatures s
               WHERE s.document_id = o.document_id AND s.user_id = o.user_id
                 AND s.document_version = o.current_version
                 AND s.signed_at < (($1::date + 1)::timestamp AT TIME ZONE $2)))::int AS signed
       FROM (${SIGNATURE_DUTIES}) o`,
    [asOf, timeZone],
  );
  const { required = 0, signed = 0 } = rows[0] ?? {};
  return { completed: signed, total: required };
};

/** Signatures owed now by each department's active employees, and those not given for the current version. */
export const signaturesByDepartment = async (pool: pg.Pool, departmentKey: string | null) => {
  const { rows } = await pool.query<{ department: string; owed: number; awaiting: number }>(
    `SELECT min(btrim(e.department)) AS department, count(*)::int AS owed,
            count(*) FILTER (WHERE NOT o.signed_current_version)::int AS awaiting
       FROM (${SIGNATURE_DUTIES}) o JOIN employees e ON e.id = o.user_id
      WHERE $1::text IS NULL OR lower(btrim(e.department)) = $1
      GROUP BY lower(btrim(e.department)) ORDER BY 1`,
    [departmentKey],
  );
  return rows;
};

/** The documents with most signatures still awaited now, most first. */
export const documentsAwaitingSignature = async (
  pool: pg.Pool,
  departmentKey: string | null,
  limit: number,
) => {
  const { rows } = await pool.query<{ documentId: string; name: string; owed: number; awaiting: number }>(
    `SELECT d.id::text AS "documentId", d.name, count(*)::int AS owed,
            count(*) FILTER (WHERE NOT o.signed_current_version)::int AS awaiting
       FROM (${SIGNATURE_DUTIES}) o
       JOIN employees e ON e.id = o.user_id
       JOIN documents d ON d.id = o.document_id
      WHERE $1::text IS NULL OR lower(btrim(e.department)) = $1
      GROUP BY d.id, d.name HAVING count(*) FILTER (WHERE NOT o.signed_current_version) > 0
      ORDER BY 4 DESC, 2 LIMIT $2`,
    [departmentKey, limit],
  );
  return rows;
};
