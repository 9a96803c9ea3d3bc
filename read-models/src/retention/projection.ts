import type { RetentionEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

/**
 * The `retention` read model: the years each record kind is kept (the last setting in force) and
 * the incidents whose personal data a retention erasure took, so the list leaves them out.
 */
export const retentionProjection = projectionOf({
  name: 'retention',
  version: 1,
  events: { RetentionSettingsChanged: true, RetentionErasureDone: true } satisfies Record<
    RetentionEvent['type'],
    true
  >,
  tables: [
    {
      name: 'retention_settings',
      ddl: `CREATE TABLE retention_settings (
        id             int PRIMARY KEY,
        incidents_years int NOT NULL,
        version        bigint NOT NULL
      );`,
    },
    {
      name: 'retention_erasures',
      ddl: `CREATE TABLE retention_erasures (incident_id uuid PRIMARY KEY);`,
    },
  ],
  async apply(client, stored) {
    for (const e of stored)
      if (e.type === 'RetentionSettingsChanged')
        await client.query(
          `INSERT INTO retention_settings (id, incidents_years, version) VALUES (1, $1, $2)
           ON CONFLICT (id) DO UPDATE SET incidents_years = excluded.incidents_years, version = excluded.version
            WHERE retention_settings.version < excluded.version`,
          [e.data.settings.incidents, e.streamVersion],
        );
      else
        await client.query(
          'INSERT INTO retention_erasures (incident_id) VALUES ($1) ON CONFLICT DO NOTHING',
          [e.data.incidentId],
        );
  },
});
