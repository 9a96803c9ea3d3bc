import type pg from 'pg';

/**
 * Who must sign what: every active employee for each library document that requires everyone's
 * signature, and each employee a document was assigned to with the action "sign". The one place
 * signature obligations are defined for the compliance figures, so a new kind of target (by
 * department or role) is one more branch of this condition.
 */
const OBLIGATIONS = `
  SELECT e.employee_id, d.id AS document_id, d.current_version
    FROM compliance_employees e
    JOIN documents d ON d.retired_at IS NULL
     AND (d.requires_signature
          OR EXISTS (SELECT 1 FROM document_assignments a
                      WHERE a.document_id = d.id AND a.employee_id = e.employee_id AND a.action = 'sign'))
   WHERE e.active`;

/**
 * Documentation compliance at the end of day `asOf` in `timeZone`: obligations whose current
 * version the employee had signed by then, of all obligations. Null figures when nothing must be signed.
 */
export const documentationOn = async (pool: pg.Pool, asOf: string, timeZone: string) => {
  const { rows } = await pool.query<{ required: number; signed: number }>(
    `SELECT count(*)::int AS required,
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM document_signatures s
               WHERE s.document_id = o.document_id AND s.user_id = o.employee_id
                 AND s.document_version = o.current_version
                 AND s.signed_at < (($1::date + 1)::timestamp AT TIME ZONE $2)))::int AS signed
       FROM (${OBLIGATIONS}) o`,
    [asOf, timeZone],
  );
  const { required = 0, signed = 0 } = rows[0] ?? {};
  return { completed: signed, total: required };
};
