import {
  isKnownTimeZone,
  LOCKED_NOTIFICATION_KINDS,
  TIME_ZONE_HINT,
  type NotificationPreferencesBody,
} from '@hs/contracts';
import { inTransaction } from '@hs/infra/db';
import { HttpProblem, type FieldError } from '@hs/infra/http';
import type pg from 'pg';

export const LOCKED_KIND_REASON = 'Required by law: always e-mailed at once, it cannot be changed';

/** What the contract cannot say: a known zone, each kind once, a locked kind left on e-mail. */
const problemsOf = (body: NotificationPreferencesBody): FieldError[] => {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  body.kinds.forEach(({ kind, channel }, i) => {
    if (seen.has(kind)) errors.push({ field: `kinds.${i}.kind`, reason: 'This kind is listed twice' });
    seen.add(kind);
    if (LOCKED_NOTIFICATION_KINDS.includes(kind) && channel !== 'email')
      errors.push({ field: `kinds.${i}.channel`, reason: LOCKED_KIND_REASON });
  });
  if (!isKnownTimeZone(body.timeZone)) errors.push({ field: 'timeZone', reason: TIME_ZONE_HINT });
  return errors;
};

/**
 * Replaces a person's preferences: the kinds listed get their channel, the others go back to the
 * default (their rows are removed), and the digest's hour and zone are set, in one transaction.
 * Locked kinds get no row: nothing a person stores can hold them back.
 */
export const saveNotificationPreferences = async (
  pool: pg.Pool,
  userId: string,
  body: NotificationPreferencesBody,
): Promise<void> => {
  const errors = problemsOf(body);
  if (errors.length > 0) throw new HttpProblem(400, 'Invalid request', errors[0]!.reason, errors);
  const chosen = body.kinds.filter(({ kind }) => !LOCKED_NOTIFICATION_KINDS.includes(kind));
  await inTransaction(pool, async (client) => {
    await client.query('DELETE FROM notification_preferences WHERE user_id = $1', [userId]);
    await client.query(
      `INSERT INTO notification_preferences (user_id, kind, channel)
       SELECT $1, kind, channel FROM unnest($2::text[], $3::text[]) AS chosen(kind, channel)`,
      [userId, chosen.map((c) => c.kind), chosen.map((c) => c.channel)],
    );
    await client.query(
      `INSERT INTO notification_settings (user_id, digest_hour, time_zone) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET digest_hour = EXCLUDED.digest_hour, time_zone = EXCLUDED.time_zone`,
      [userId, body.digestHour, body.timeZone],
    );
  });
};
