import { z } from 'zod';
import { text } from './bounds.ts';

/** Paths of the parked (dead-letter) events of the projections: administrators only. */
export const parkedEventRoutes = {
  list: '/api/admin/projections/parked',
  retry: (projection: string) => `/api/admin/projections/${encodeURIComponent(projection)}/parked/retry`,
} as const;

/**
 * An event a read model could not apply, set aside so the rest goes on
 * (docs/architecture.md, "Parked events").
 */
export const ParkedEvent = z.object({
  projection: z.string(),
  eventId: z.uuid(),
  streamId: z.string(),
  eventType: z.string(),
  position: z.string(),
  error: z.string(),
  /** The earlier parked event of the same stream this one waits behind; null when it failed itself. */
  blockedBy: z.uuid().nullable(),
  parkedAt: z.string(),
  attempts: z.number().int(),
});
export type ParkedEvent = z.infer<typeof ParkedEvent>;

export const ParkedEvents = z.object({ total: z.number().int(), items: z.array(ParkedEvent) });
export type ParkedEvents = z.infer<typeof ParkedEvents>;

export const RetryParkedParams = z.strictObject({
  projection: text(63).regex(
    /^[a-z][a-z0-9-]{0,62}$/,
    'a projection name: lowercase letters, digits, hyphens',
  ),
});
export type RetryParkedParams = z.infer<typeof RetryParkedParams>;

export const RetryParkedResponse = z.object({
  projection: z.string(),
  /** How many parked events the runner will re-apply, in log order. */
  parkedEvents: z.number().int(),
  consistencyToken: z.string(),
});
export type RetryParkedResponse = z.infer<typeof RetryParkedResponse>;
