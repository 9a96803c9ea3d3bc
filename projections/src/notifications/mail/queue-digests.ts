import type pg from 'pg';
import { calendarDate, wallClock } from '@hs/domain';
import { isTimeZone } from '@hs/infra/clock';
import { inTransaction } from '@hs/infra/db';
import { composeDigestMail, messageIdOf } from './compose-mail.ts';
import { MAIL_OUTBOX_CHANNEL, insertOutboxMail } from './queue-mails.ts';

/** The digest hour of a person who never chose one (in the site's time zone). */
export const DEFAULT_DIGEST_HOUR = 7;
/** Most notifications one digest lists; the rest go into the next day's. */
const DIGEST_MAX_ITEMS = 500;

type DigestSetting = { digestHour: number; timeZone: string; lastDigest: string | null };

/** The hour (0-23) that `instant` falls in, in `timeZone`. */
export const localHour = (instant: Date, timeZone: string): number =>
  Number(wallClock(instant, timeZone).time.slice(0, 2));

/** The local date whose digest is due now, or null while today's has been sent or its hour is to come. */
export const dueDigestDate = (setting: DigestSetting, now: Date): string | null => {
  const today = calendarDate(now, setting.timeZone);
  if (localHour(now, setting.timeZone) < setting.digestHour) return null;
  if (setting.lastDigest !== null && setting.lastDigest >= today) return null;
  return today;
};

const settingOf = (
  row: { digest_hour: number | null; time_zone: string | null; last_digest: string | null },
  siteTimeZone: string,
): DigestSetting => ({
  digestHour: row.digest_hour ?? DEFAULT_DIGEST_HOUR,
  // A zone this runtime does not know is read as the site's rather than stopping every digest.
  timeZone: row.time_zone && isTimeZone(row.time_zone) ? row.time_zone : siteTimeZone,
  lastDigest: row.last_digest,
});

type Options = { now: Date; appUrl: string; siteTimeZone: string };

/**
 * Queues the daily digest of everyone whose hour has come: one mail with their digest
 * notifications written before that hour today, each marked mailed, and the local date kept as
 * their last digest, all in one transaction. A restart therefore neither repeats a day's digest nor
 * skips it (a late start sends it late). Returns how many digests were queued.
 */
export const queueDueDigests = async (pool: pg.Pool, options: Options): Promise<number> => {
  const { rows } = await pool.query<{
    recipient_id: string;
    digest_hour: number | null;
    time_zone: string | null;
    last_digest: string | null;
  }>(
    `SELECT p.recipient_id, s.digest_hour, s.time_zone, s.last_digest::text AS last_digest
     FROM (SELECT DISTINCT recipient_id FROM notifications WHERE delivery = 'digest' AND mailed_at IS NULL) p
     LEFT JOIN notification_settings s ON s.user_id = p.recipient_id`,
  );
  let queued = 0;
  for (const row of rows) {
    if (dueDigestDate(settingOf(row, options.siteTimeZone), options.now) === null) continue;
    if (await queueDigestOf(pool, row.recipient_id, options)) queued += 1;
  }
  return queued;
};

/** One person's digest, checked again under the lock of their settings row. */
const queueDigestOf = async (pool: pg.Pool, userId: string, options: Options): Promise<boolean> =>
  inTransaction(pool, async (client) => {
    // The row holds last_digest, so a person who never chose gets one with the defaults.
    await client.query(
      `INSERT INTO notification_settings (user_id, digest_hour, time_zone) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, DEFAULT_DIGEST_HOUR, options.siteTimeZone],
    );
    const locked = await client.query<{ digest_hour: number; time_zone: string; last_digest: string | null }>(
      `SELECT digest_hour, time_zone, last_digest::text AS last_digest FROM notification_settings
       WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    const setting = settingOf(locked.rows[0]!, options.siteTimeZone);
    const date = dueDigestDate(setting, options.now);
    if (date === null) return false;
    const { rows } = await client.query<{
      id: string;
      title: string;
      body: string;
      link: string;
      urgent: boolean;
      created_at: Date;
      email: string;
      is_active: boolean;
    }>(
      `SELECT n.id, n.title, n.body, n.link, n.urgent, n.created_at, e.email, e.is_active
       FROM notifications n JOIN employees e ON e.id = n.recipient_id
       WHERE n.recipient_id = $1 AND n.delivery = 'digest' AND n.mailed_at IS NULL
         AND n.created_at <= (($2::date + make_interval(hours => $3))::timestamp AT TIME ZONE $4)
       ORDER BY n.created_at, n.id
       LIMIT $5
       FOR UPDATE OF n SKIP LOCKED`,
      [userId, date, setting.digestHour, setting.timeZone, DIGEST_MAX_ITEMS],
    );
    const first = rows[0];
    // Nothing from before the hour: today's digest is not used up by what came after it.
    if (!first) return false;
    const sendable = await insertOutboxMail(client, {
      ...composeDigestMail(
        rows.map((r) => ({ ...r, createdAt: r.created_at })),
        date,
        options.appUrl,
      ),
      messageId: messageIdOf(`digest-${userId}-${date}`, options.appUrl),
      notificationIds: rows.map((r) => r.id),
      recipient: { id: userId, email: first.email, isActive: first.is_active },
      now: options.now,
    });
    await client.query('UPDATE notifications SET mailed_at = $2 WHERE id = ANY($1)', [
      rows.map((r) => r.id),
      options.now,
    ]);
    await client.query('UPDATE notification_settings SET last_digest = $2 WHERE user_id = $1', [
      userId,
      date,
    ]);
    if (sendable) await client.query(`SELECT pg_notify('${MAIL_OUTBOX_CHANNEL}', '')`);
    return true;
  });
