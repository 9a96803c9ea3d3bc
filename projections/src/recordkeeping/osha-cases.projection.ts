import type { RecordkeepingDecided } from '@hs/domain';
import type { Projection } from '@hs/infra/projections';

/**
 * `osha_cases`: the current recordkeeping decision per incident, and `osha_case_history`: every
 * decision with its recorded time, so the 300 log can be answered as of any date.
 */
export const oshaCasesProjection: Projection = {
  name: 'osha-cases',
  version: 1,
  handles: (e) => e.type === 'RecordkeepingDecided',
  perStream: true,
  tables: [
    {
      name: 'osha_cases',
      ddl: `CREATE TABLE osha_cases (
        incident_id uuid PRIMARY KEY, version bigint NOT NULL, recordable boolean NOT NULL,
        outcome text, case_type text, days_away int NOT NULL, days_restricted int NOT NULL,
        privacy_case text, decision jsonb NOT NULL, decided_at timestamptz NOT NULL
      );
      CREATE INDEX osha_cases_recordable ON osha_cases (recordable, decided_at);`,
    },
    {
      name: 'osha_case_history',
      ddl: `CREATE TABLE osha_case_history (
        incident_id uuid NOT NULL, version bigint NOT NULL, recorded_at timestamptz NOT NULL,
        decided_by text, decided_by_name text, reason text, changed text[] NOT NULL, decision jsonb NOT NULL,
        PRIMARY KEY (incident_id, version)
      );
      CREATE INDEX osha_case_history_as_of ON osha_case_history (recorded_at);`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      if (event.type !== 'RecordkeepingDecided') continue;
      const d = event.data as RecordkeepingDecided['data'];
      const decision = JSON.stringify(d.decision);
      await client.query(
        `INSERT INTO osha_case_history
           (incident_id, version, recorded_at, decided_by, decided_by_name, reason, changed, decision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (incident_id, version) DO NOTHING`,
        [
          d.incidentId,
          event.streamVersion,
          event.recordedAt,
          d.decidedBy,
          d.decidedByName,
          d.reason,
          d.changed,
          decision,
        ],
      );
      // An event at or below the stored version was applied already (Kafka may deliver it twice).
      await client.query(
        `INSERT INTO osha_cases
           (incident_id, version, recordable, outcome, case_type, days_away, days_restricted, privacy_case, decision, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (incident_id) DO UPDATE SET version = EXCLUDED.version, recordable = EXCLUDED.recordable,
           outcome = EXCLUDED.outcome, case_type = EXCLUDED.case_type, days_away = EXCLUDED.days_away,
           days_restricted = EXCLUDED.days_restricted, privacy_case = EXCLUDED.privacy_case,
           decision = EXCLUDED.decision, decided_at = EXCLUDED.decided_at
         WHERE osha_cases.version < EXCLUDED.version`,
        [
          d.incidentId,
          event.streamVersion,
          d.decision.recordable,
          d.decision.outcome,
          d.decision.caseType,
          d.decision.daysAway,
          d.decision.daysRestricted,
          d.decision.privacyCase,
          decision,
          event.recordedAt,
        ],
      );
    }
  },
};
