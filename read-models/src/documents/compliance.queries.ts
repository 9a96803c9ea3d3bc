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
