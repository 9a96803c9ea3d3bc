import { z } from 'zod';
import { text } from './bounds.ts';

/**
 * GET /api/settings: what the site's administrators configure and every screen shows (help boxes,
 * footer, printed reports), and the zone shown dates are in. Public: the sign-in page shows it too.
 */
export const SiteSettings = z.object({
  /** Null when a production site has not set it: screens then leave the line out. */
  safetyHotline: text(40).nullable(),
  safetyEmail: text(254).nullable(),
  timeZone: text(64),
  /** "YYYY-MM-DD" in the site's zone, so screens count months from the server's today. */
  today: text(10),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

export const settingsRoutes = { settings: '/api/settings' } as const;
