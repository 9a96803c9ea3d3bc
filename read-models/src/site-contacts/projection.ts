import type { SafetyContactsEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

/**
 * The safety contacts an administrator set (`site_safety_contacts`, one row once set). Until then
 * GET /api/settings shows the server's configuration. Applied in log order, the last change wins.
 */
export const siteContactsProjection = projectionOf({
  name: 'site-contacts',
  version: 1,
  events: { SafetyContactsChanged: true } satisfies Record<SafetyContactsEvent['type'], true>,
  tables: [
    {
      name: 'site_safety_contacts',
      ddl: `CREATE TABLE site_safety_contacts (
        site           text PRIMARY KEY,
        safety_hotline text,
        safety_email   text,
        changed_at     timestamptz NOT NULL
      );`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      const d = event.data;
      await client.query(
        `INSERT INTO site_safety_contacts (site, safety_hotline, safety_email, changed_at)
         VALUES ('site', $1, $2, $3)
         ON CONFLICT (site) DO UPDATE SET safety_hotline = $1, safety_email = $2, changed_at = $3`,
        [d.safetyHotline, d.safetyEmail, d.changedAt],
      );
    }
  },
});
