import { projectionOf } from '../typed-projection.ts';

/** `audit_verifications`: every run of the hash-chain check, for the admin audit section. */
export const auditVerificationsProjection = projectionOf({
  name: 'audit-verifications',
  version: 1,
  events: { AuditChainVerified: true },
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
  async apply(client, verified) {
    const data = verified.map((e) => e.data);
    await client.query(
      `INSERT INTO audit_verifications (event_id, verified_at, ok, events, streams, first_break, trigger, verified_by)
       SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::boolean[], $4::bigint[], $5::bigint[], $6::jsonb[],
                            $7::text[], $8::text[])
       ON CONFLICT (event_id) DO NOTHING`,
      [
        verified.map((e) => e.eventId),
        data.map((d) => d.verifiedAt),
        data.map((d) => d.ok),
        data.map((d) => d.events),
        data.map((d) => d.streams),
        data.map((d) => (d.firstBreak ? JSON.stringify(d.firstBreak) : null)),
        data.map((d) => d.trigger),
        data.map((d) => d.verifiedBy),
      ],
    );
  },
});
