import type { AccessLogKind, AccessLogPage, AccessLogQuery } from '@hs/contracts';
import type pg from 'pg';

type Row = {
  id: string;
  at: Date;
  user_id: string;
  user_name: string;
  role: string;
  kind: AccessLogKind;
  subject_id: string;
  client_ip: string | null;
};

/** The access log newest first, filtered by person, kind and days (from/to in the site's time zone). */
export const listAccessLog = async (
  pool: pg.Pool,
  query: AccessLogQuery,
  timeZone: string,
): Promise<AccessLogPage> => {
  const { rows } = await pool.query<Row>(
    `SELECT id, at, user_id, user_name, role, kind, subject_id, client_ip FROM access_log
      WHERE ($1::text IS NULL OR user_id = $1)
        AND ($2::text IS NULL OR kind = $2)
        AND ($3::date IS NULL OR at >= $3::date::timestamp AT TIME ZONE $6)
        AND ($4::date IS NULL OR at < ($4::date + 1)::timestamp AT TIME ZONE $6)
        AND ($5::bigint IS NULL OR id < $5)
      ORDER BY id DESC LIMIT $7`,
    [
      query.person ?? null,
      query.kind ?? null,
      query.from ?? null,
      query.to ?? null,
      query.before ?? null,
      timeZone,
      query.limit + 1,
    ],
  );
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      userId: r.user_id,
      userName: r.user_name,
      role: r.role,
      kind: r.kind,
      subjectId: r.subject_id,
      clientIp: r.client_ip,
    })),
    nextBefore: rows.length > query.limit ? Number(page.at(-1)!.id) : null,
  };
};
