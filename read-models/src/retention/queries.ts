import type pg from 'pg';
import type { RecordPastRetention, RetentionSettings } from '@hs/contracts';
import { defaultRetention } from '@hs/domain';

export const retentionInForce = async (pool: pg.Pool): Promise<RetentionSettings> => {
  const { rows } = await pool.query<{ incidents_years: number }>(
    'SELECT incidents_years FROM retention_settings WHERE id = 1',
  );
  return rows[0] ? { incidents: rows[0].incidents_years } : defaultRetention;
};

/**
 * The incidents kept `years` past the end of their year as of `today`, not yet erased, oldest
 * first: an incident of year Y is past when Y + years < today's year. An incident without a
 * known date counts from the day it was reported.
 */
export const incidentsPastRetention = async (
  pool: pg.Pool,
  { today, years, page, pageSize }: { today: string; years: number; page: number; pageSize: number },
): Promise<{ items: RecordPastRetention[]; total: number }> => {
  const { rows } = await pool.query<RecordPastRetention & { total: string }>(
    `WITH past AS (
       SELECT i.id, i.report_number, COALESCE(i.date, i.created_at::date) AS day, i.type, s.name AS establishment
         FROM incidents i
         LEFT JOIN establishments s ON s.id = i.establishment_id
        WHERE COALESCE(i.date, i.created_at::date) < make_date(extract(year FROM $1::date)::int - $2::int, 1, 1)
          AND NOT EXISTS (SELECT 1 FROM retention_erasures r WHERE r.incident_id = i.id))
     SELECT id::text, report_number AS "reportNumber", to_char(day, 'YYYY-MM-DD') AS date,
            establishment, type AS kind,
            to_char(make_date(extract(year FROM day)::int + $2::int, 12, 31), 'YYYY-MM-DD') AS "retainedUntil",
            count(*) OVER () AS total
       FROM past ORDER BY day, report_number LIMIT $3 OFFSET $4`,
    [today, years, pageSize, (page - 1) * pageSize],
  );
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { items: rows.map(({ total: _, ...item }) => item), total };
};
