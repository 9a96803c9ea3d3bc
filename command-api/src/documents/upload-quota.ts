import { MAX_UPLOAD_BYTES } from '@hs/contracts';
import { HttpProblem } from '@hs/infra/http';
import type { AppConfig } from '@hs/infra/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';

export type DailyQuota = { files: number; bytes: number };
export type UploadLimits = { user: DailyQuota; admin: DailyQuota; perMinute: number };

const MEGABYTE = 1024 * 1024;

export const uploadLimitsOf = (config: AppConfig): UploadLimits => ({
  user: { files: config.UPLOAD_FILES_PER_DAY, bytes: config.UPLOAD_MB_PER_DAY * MEGABYTE },
  admin: { files: config.ADMIN_UPLOAD_FILES_PER_DAY, bytes: config.ADMIN_UPLOAD_MB_PER_DAY * MEGABYTE },
  perMinute: config.UPLOADS_PER_MINUTE,
});

/** An upload counted against its user's day before its body is read. */
export type QuotaReservation = {
  /** Runs the upload; the count keeps its real size if it is stored, and is given back if refused. */
  keptIf: <T>(upload: () => Promise<{ stored: T; bytes: number }>) => Promise<T>;
};

const secondsToUtcMidnight = (now = new Date()) => {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
};

/** No file is larger than its request; without a Content-Length, the largest file allowed. */
const bytesToReserve = (request: FastifyRequest) => {
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length > 0 ? Math.min(length, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
};

/**
 * Counts one file and the most bytes it can have against the user's quota for today, in one
 * statement on one row: parallel uploads (on any instance) queue on that row, so together they
 * never pass the quota. Refused with 429 and Retry-After (the next UTC midnight) when full.
 */
export const reserveUpload = async (
  pool: pg.Pool,
  limits: UploadLimits,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<QuotaReservation> => {
  const userId = request.user!.userId;
  const quota = request.user!.role === 'admin' ? limits.admin : limits.user;
  const reserved = bytesToReserve(request);
  const { rows } = await pool.query<{ day: string }>(
    `WITH cleanup AS (DELETE FROM upload_quota_usage WHERE day < current_date - 7)
     INSERT INTO upload_quota_usage AS u (user_id, day, files, bytes)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1, $2)
     ON CONFLICT (user_id, day) DO UPDATE SET files = u.files + 1, bytes = u.bytes + $2
       WHERE u.files + 1 <= $3 AND u.bytes + $2 <= $4
     RETURNING day::text`,
    [userId, reserved, quota.files, quota.bytes],
  );
  const day = rows[0]?.day;
  if (day === undefined) {
    reply.header('retry-after', String(secondsToUtcMidnight()));
    throw new HttpProblem(
      429,
      'Upload quota reached',
      `You can upload up to ${quota.files} files or ${Math.round(quota.bytes / MEGABYTE)} MB a day. Try again tomorrow.`,
    );
  }
  const adjust = (files: number, bytes: number) =>
    pool
      .query(
        'UPDATE upload_quota_usage SET files = files + $3, bytes = bytes + $4 WHERE user_id = $1 AND day = $2',
        [userId, day, files, bytes],
      )
      .then(() => undefined);
  return {
    keptIf: async (upload) => {
      let outcome;
      try {
        outcome = await upload();
      } catch (error) {
        await adjust(-1, -reserved);
        throw error;
      }
      await adjust(0, outcome.bytes - reserved);
      return outcome.stored;
    },
  };
};
