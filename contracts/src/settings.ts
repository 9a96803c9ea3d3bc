import { z } from 'zod';
import { isPhoneNumber, SAFETY_EMAIL_MAX, SAFETY_HOTLINE_MAX } from '@hs/domain/vocabulary';
import { text } from './bounds.ts';

export { SAFETY_EMAIL_MAX, SAFETY_HOTLINE_MAX };

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

/** An empty field is "not set": the screens then leave its line out. */
const unsetWhenEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** PUT /api/admin/safety-contacts (admin): the hotline and e-mail every screen shows. */
export const SafetyContactsBody = z.strictObject({
  safetyHotline: z.preprocess(
    unsetWhenEmpty,
    text(SAFETY_HOTLINE_MAX)
      .trim()
      .refine(
        isPhoneNumber,
        'Enter a phone number: digits, with spaces, dashes, dots, brackets or a leading +',
      )
      .nullable(),
  ),
  safetyEmail: z.preprocess(
    unsetWhenEmpty,
    z.email('Enter a valid e-mail address').max(SAFETY_EMAIL_MAX).nullable(),
  ),
});
export type SafetyContactsBody = z.infer<typeof SafetyContactsBody>;

export const settingsRoutes = {
  settings: '/api/settings',
  safetyContacts: '/api/admin/safety-contacts',
} as const;
