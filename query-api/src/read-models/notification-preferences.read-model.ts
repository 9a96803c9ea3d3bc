import {
  DEFAULT_DIGEST_HOUR,
  DEFAULT_NOTIFICATION_CHANNEL,
  LOCKED_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationPreferences,
} from '@hs/contracts';
import type pg from 'pg';

/**
 * A person's choice for every kind, defaults filled in: a kind without a row is e-mailed at once,
 * a locked kind always is (whatever an older row says), and the digest goes at the default hour
 * in the site's zone until they set their own.
 */
export const notificationPreferencesOf = async (
  pool: pg.Pool,
  userId: string,
  siteTimeZone: string,
): Promise<NotificationPreferences> => {
  const [chosen, settings] = await Promise.all([
    pool.query<{ kind: string; channel: NotificationChannel }>(
      'SELECT kind, channel FROM notification_preferences WHERE user_id = $1',
      [userId],
    ),
    pool.query<{ digest_hour: number; time_zone: string }>(
      'SELECT digest_hour, time_zone FROM notification_settings WHERE user_id = $1',
      [userId],
    ),
  ]);
  const channelOf = new Map(chosen.rows.map((row) => [row.kind, row.channel]));
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => {
      const locked = LOCKED_NOTIFICATION_KINDS.includes(kind);
      const channel = locked ? 'email' : (channelOf.get(kind) ?? DEFAULT_NOTIFICATION_CHANNEL);
      return { kind, channel, locked };
    }),
    digestHour: settings.rows[0]?.digest_hour ?? DEFAULT_DIGEST_HOUR,
    timeZone: settings.rows[0]?.time_zone ?? siteTimeZone,
  };
};
