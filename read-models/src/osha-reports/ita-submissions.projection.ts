import { projectionOf } from '../typed-projection.ts';

/** `ita_submissions`: the latest ITA submission per establishment and year; it stops that year's ITA clock. */
export const itaSubmissionsProjection = projectionOf({
  name: 'ita-submissions',
  version: 1,
  events: { ItaSubmissionRecorded: true },
  perStream: true,
  tables: [
    {
      name: 'ita_submissions',
      ddl: `CREATE TABLE ita_submissions (
        establishment_id uuid NOT NULL, year int NOT NULL, version bigint NOT NULL,
        confirmation_number text NOT NULL, recorded_by text, recorded_by_name text,
        recorded_at timestamptz NOT NULL,
        PRIMARY KEY (establishment_id, year)
      );`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      const d = event.data;
      // An event at or below the stored version was applied already (a bus may deliver it twice).
      await client.query(
        `INSERT INTO ita_submissions
           (establishment_id, year, version, confirmation_number, recorded_by, recorded_by_name, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (establishment_id, year) DO UPDATE SET version = EXCLUDED.version,
           confirmation_number = EXCLUDED.confirmation_number, recorded_by = EXCLUDED.recorded_by,
           recorded_by_name = EXCLUDED.recorded_by_name, recorded_at = EXCLUDED.recorded_at
         WHERE ita_submissions.version < EXCLUDED.version`,
        [
          d.establishmentId,
          d.year,
          event.streamVersion,
          d.confirmationNumber,
          d.recordedBy,
          d.recordedByName,
          d.recordedAt,
        ],
      );
    }
  },
});
