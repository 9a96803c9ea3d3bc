import type { Company, Notice, NoticeState } from '@hs/contracts';
import type pg from 'pg';

type Row = {
  id: string;
  type: Notice['type'];
  title: string;
  message: string;
  link_url: string | null;
  link_text: string | null;
  shown_from: Date;
  shown_until: Date;
  audience: Company[];
  posted_by_name: string | null;
  posted_at: Date;
  edited_at: Date | null;
  withdrawn_at: Date | null;
};

const stateOf = (row: Row, now: Date): NoticeState => {
  if (row.withdrawn_at) return 'withdrawn';
  if (now < row.shown_from) return 'scheduled';
  return now < row.shown_until ? 'current' : 'ended';
};

const toNotice =
  (now: Date) =>
  (row: Row): Notice => ({
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link_url && row.link_text ? { url: row.link_url, text: row.link_text } : null,
    shownFrom: row.shown_from.toISOString(),
    shownUntil: row.shown_until.toISOString(),
    audience: row.audience,
    state: stateOf(row, now),
    postedByName: row.posted_by_name,
    postedAt: row.posted_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
  });

// The poster's name is read from the employees room when listed, so a corrected name shows.
const SELECT = `SELECT n.id, n.type, n.title, n.message, n.link_url, n.link_text, n.shown_from, n.shown_until,
    n.audience, n.posted_at, n.edited_at, n.withdrawn_at,
    (SELECT e.first_name || ' ' || e.last_name FROM employees e WHERE e.id::text = n.posted_by) AS posted_by_name
  FROM notices n`;

/** Every notice, the latest start first (the admin page). */
export const listNotices = async (pool: pg.Pool, now: Date): Promise<Notice[]> =>
  (await pool.query<Row>(`${SELECT} ORDER BY n.shown_from DESC, n.posted_at DESC`)).rows.map(toNotice(now));

/** The notices showing now to someone of `company`, less those they dismissed, the soonest to end first. */
export const currentNotices = async (
  pool: pg.Pool,
  { now, company, userId }: { now: Date; company: Company; userId: string },
): Promise<Notice[]> =>
  (
    await pool.query<Row>(
      `${SELECT}
       WHERE n.withdrawn_at IS NULL AND n.shown_from <= $1 AND $1 < n.shown_until AND $2 = ANY (n.audience)
         AND NOT EXISTS (SELECT 1 FROM notice_dismissals d WHERE d.notice_id = n.id AND d.user_id = $3)
       ORDER BY n.shown_until, n.posted_at`,
      [now, company, userId],
    )
  ).rows.map(toNotice(now));
