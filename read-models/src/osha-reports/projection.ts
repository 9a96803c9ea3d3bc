import { projectionOf } from '../typed-projection.ts';

/** `osha_reports`: the latest report made to OSHA under 1904.39 per incident; it stops that incident's clock. */
export const oshaReportsProjection = projectionOf({
  name: 'osha-reports',
  version: 1,
  events: { OshaReportRecorded: true },
  perStream: true,
  tables: [
    {
      name: 'osha_reports',
      ddl: `CREATE TABLE osha_reports (
        incident_id uuid PRIMARY KEY, version bigint NOT NULL, reference_number text NOT NULL,
        reported_at timestamptz NOT NULL, reported_by text NOT NULL, recorded_by text,
        recorded_by_name text, recorded_at timestamptz NOT NULL
      );`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      const d = event.data;
      // An event at or below the stored version was applied already (a bus may deliver it twice).
      await client.query(
        `INSERT INTO osha_reports
           (incident_id, version, reference_number, reported_at, reported_by, recorded_by, recorded_by_name, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (incident_id) DO UPDATE SET version = EXCLUDED.version,
           reference_number = EXCLUDED.reference_number, reported_at = EXCLUDED.reported_at,
           reported_by = EXCLUDED.reported_by, recorded_by = EXCLUDED.recorded_by,
           recorded_by_name = EXCLUDED.recorded_by_name, recorded_at = EXCLUDED.recorded_at
         WHERE osha_reports.version < EXCLUDED.version`,
        [
          d.incidentId,
          event.streamVersion,
          d.referenceNumber,
          d.reportedAt,
          d.reportedBy,
          d.recordedBy,
          d.recordedByName,
          d.recordedAt,
        ],
      );
    }
  },
});
