import type { AuditChainVerified } from '@hs/domain';
import type { Projection } from '@hs/infra';

/** `audit_verifications`: every run of the hash-chain check, for the admin audit section. */
export const auditVerificationsProjection: Projection = {
  name: 'audit-verifications',
  version: 1,
  handles: (e) => e.type === 'AuditChainVerified',
  perStream: true,
  tables: [
    {
      name: 'audit_verifications',
      ddl: `CREATE TABLE audit_verifications (
        event_id uuid PRIMARY KEY, verified_at timestamptz NOT NULL, ok boolean NOT NULL, events bigint NOT NULL,
        streams bigint NOT NULL, first_break jsonb, trigger text NOT NULL, verified_by text
      );
      CREATE INDEX audit_verifications_latest ON audit_verifications (verified_at DESC);`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      if (event.type !== 'AuditChainVerified') continue;
      const d = event.data as AuditChainVerified['data'];
      await client.query(
        `INSERT INTO audit_verifications (event_id, verified_at, ok, events, streams, first_break, trigger, verified_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (event_id) DO NOTHING`,
        [
          event.eventId,
          d.verifiedAt,
          d.ok,
          d.events,
          d.streams,
          d.firstBreak ? JSON.stringify(d.firstBreak) : null,
          d.trigger,
          d.verifiedBy,
        ],
      );
    }
  },
};
