import { projectionOf, type Stored } from '../typed-projection.ts';

/**
 * `osha_cases`: the current recordkeeping decision per incident, and `osha_case_history`: every
 * decision with its recorded time, so the 300 log can be answered as of any date.
 */
export const oshaCasesProjection = projectionOf({
  name: 'osha-cases',
  // 2: only the columns a query reads; the rest of a decision is in `decision`.
  version: 2,
  events: { RecordkeepingDecided: true },
  perStream: true,
  tables: [
    {
      name: 'osha_cases',
      ddl: `CREATE TABLE osha_cases (
        incident_id uuid PRIMARY KEY, version bigint NOT NULL, recordable boolean NOT NULL,
        outcome text, decision jsonb NOT NULL
      );`,
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
  async apply(client, decided) {
    const data = decided.map((e) => e.data);
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
    const newest = new Map<string, Stored<'RecordkeepingDecided'>>();
    for (const e of decided) {
      const incidentId = e.data.incidentId;
      const known = newest.get(incidentId);
      if (!known || e.streamVersion > known.streamVersion) newest.set(incidentId, e);
    }
    const current = [...newest.values()];
    const decisions = current.map((e) => e.data.decision);
    await client.query(
      `INSERT INTO osha_cases (incident_id, version, recordable, outcome, decision)
       SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::boolean[], $4::text[], $5::jsonb[])
       ON CONFLICT (incident_id) DO UPDATE SET version = EXCLUDED.version, recordable = EXCLUDED.recordable,
         outcome = EXCLUDED.outcome, decision = EXCLUDED.decision
       WHERE osha_cases.version < EXCLUDED.version`,
      [
        current.map((e) => e.data.incidentId),
        current.map((e) => e.streamVersion),
        decisions.map((d) => d.recordable),
        decisions.map((d) => d.outcome),
        decisions.map((d) => JSON.stringify(d)),
      ],
    );
  },
});
