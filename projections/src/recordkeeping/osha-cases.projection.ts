import type { RecordkeepingDecided } from '@hs/domain';
import type { StoredEvent } from '@hs/infra/event-store';
import type { Projection } from '../runtime/projection.ts';

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
    const decided = events.filter((e) => e.type === 'RecordkeepingDecided');
    if (decided.length === 0) return;
    const data = decided.map((e) => e.data as RecordkeepingDecided['data']);
    await client.query(
      `INSERT INTO osha_case_history
         (incident_id, version, recorded_at, decided_by, decided_by_name, reason, changed, decision)
       SELECT h.incident_id, h.version, h.recorded_at, h.decided_by, h.decided_by_name, h.reason,
              ARRAY(SELECT json_array_elements_text(h.changed)), h.decision
         FROM unnest($1::uuid[], $2::bigint[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::json[],
                     $8::jsonb[])
                AS h(incident_id, version, recorded_at, decided_by, decided_by_name, reason, changed, decision)
       ON CONFLICT (incident_id, version) DO NOTHING`,
      [
        data.map((d) => d.incidentId),
        decided.map((e) => e.streamVersion),
        decided.map((e) => e.recordedAt),
        data.map((d) => d.decidedBy),
        data.map((d) => d.decidedByName),
        data.map((d) => d.reason),
        data.map((d) => JSON.stringify(d.changed)),
        data.map((d) => JSON.stringify(d.decision)),
      ],
    );
    // Each incident's newest decision of the batch, written only above the stored version (a bus
    // may deliver an event twice): one row per incident, as one statement may touch a row once.
    const newest = new Map<string, StoredEvent>();
    for (const e of decided) {
      const incidentId = (e.data as RecordkeepingDecided['data']).incidentId;
      const known = newest.get(incidentId);
      if (!known || e.streamVersion > known.streamVersion) newest.set(incidentId, e);
    }
    const current = [...newest.values()];
    const decisions = current.map((e) => (e.data as RecordkeepingDecided['data']).decision);
    await client.query(
      `INSERT INTO osha_cases
         (incident_id, version, recordable, outcome, case_type, days_away, days_restricted, privacy_case, decision, decided_at)
       SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::boolean[], $4::text[], $5::text[], $6::int[], $7::int[],
                            $8::text[], $9::jsonb[], $10::timestamptz[])
       ON CONFLICT (incident_id) DO UPDATE SET version = EXCLUDED.version, recordable = EXCLUDED.recordable,
         outcome = EXCLUDED.outcome, case_type = EXCLUDED.case_type, days_away = EXCLUDED.days_away,
         days_restricted = EXCLUDED.days_restricted, privacy_case = EXCLUDED.privacy_case,
         decision = EXCLUDED.decision, decided_at = EXCLUDED.decided_at
       WHERE osha_cases.version < EXCLUDED.version`,
      [
        current.map((e) => (e.data as RecordkeepingDecided['data']).incidentId),
        current.map((e) => e.streamVersion),
        decisions.map((d) => d.recordable),
        decisions.map((d) => d.outcome),
        decisions.map((d) => d.caseType),
        decisions.map((d) => d.daysAway),
        decisions.map((d) => d.daysRestricted),
        decisions.map((d) => d.privacyCase),
        decisions.map((d) => JSON.stringify(d)),
        current.map((e) => e.recordedAt),
      ],
    );
  },
};
