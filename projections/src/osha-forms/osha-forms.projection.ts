import type {
  EstablishmentYearFiguresSet,
  IncidentEstablishmentAssigned,
  IncidentReported,
  OshaSummaryCertified,
} from '@hs/domain';
import type { StoredEvent } from '@hs/infra/event-store';
import type { Projection } from '../runtime/projection.ts';
import type pg from 'pg';

const handled = new Set([
  'IncidentReported',
  'IncidentEstablishmentAssigned',
  'EstablishmentYearFiguresSet',
  'OshaSummaryCertified',
]);

const idAfter = (prefix: string, event: StoredEvent) => event.streamId.slice(prefix.length);

/**
 * What the OSHA forms need besides the recordkeeping decisions (`osha_case_history`), kept with
 * the time each fact was recorded so Forms 300 and 300A can be answered as of any date:
 * - `osha_log_incidents`: the 300 log's columns from the report (case number, name, date, where, what);
 * - `osha_incident_placements`: every establishment an incident was filed under, when and by whom;
 * - `osha_year_figures_history`: every setting of an establishment's yearly employees and hours;
 * - `osha_summary_certifications`: every executive certification of a 300A and the hash it binds.
 * Every row names its stream's version, so a replayed event changes nothing.
 */
export const oshaFormsProjection: Projection = {
  name: 'osha-forms',
  version: 2,
  handles: (e) => handled.has(e.type),
  perStream: true,
  tables: [
    {
      name: 'osha_log_incidents',
      ddl: `CREATE TABLE osha_log_incidents (
        incident_id uuid PRIMARY KEY, report_number text NOT NULL, employee_name text NOT NULL,
        incident_date date, location text NOT NULL, description text NOT NULL
      );`,
    },
    {
      name: 'osha_incident_placements',
      ddl: `CREATE TABLE osha_incident_placements (
        incident_id uuid NOT NULL, version bigint NOT NULL, recorded_at timestamptz NOT NULL,
        establishment_id uuid, placed_by_name text,
        PRIMARY KEY (incident_id, version)
      );
      CREATE INDEX osha_incident_placements_by_establishment ON osha_incident_placements (establishment_id);`,
    },
    {
      name: 'osha_year_figures_history',
      ddl: `CREATE TABLE osha_year_figures_history (
        establishment_id uuid NOT NULL, version bigint NOT NULL, recorded_at timestamptz NOT NULL,
        year int NOT NULL, annual_average_employees int NOT NULL, total_hours_worked bigint NOT NULL,
        PRIMARY KEY (establishment_id, version)
      );`,
    },
    {
      name: 'osha_summary_certifications',
      ddl: `CREATE TABLE osha_summary_certifications (
        establishment_id uuid NOT NULL, version bigint NOT NULL, recorded_at timestamptz NOT NULL,
        year int NOT NULL, executive_name text NOT NULL, executive_title text NOT NULL,
        certified_on date NOT NULL, summary_sha256 text NOT NULL,
        certified_by text NOT NULL, certified_by_name text NOT NULL,
        PRIMARY KEY (establishment_id, version)
      );`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      switch (event.type) {
        case 'IncidentReported': {
          const d = event.data as IncidentReported['data'];
          const id = idAfter('incident-', event);
          await client.query(
            `INSERT INTO osha_log_incidents (incident_id, report_number, employee_name, incident_date, location, description)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (incident_id) DO NOTHING`,
            [id, d.reportNumber, d.employeeName, d.date, d.location, d.description],
          );
          await placed(client, id, event, d.establishmentId ?? null, null);
          break;
        }
        case 'IncidentEstablishmentAssigned': {
          const d = event.data as IncidentEstablishmentAssigned['data'];
          await placed(client, idAfter('incident-', event), event, d.establishmentId, d.assignedByName);
          break;
        }
        case 'EstablishmentYearFiguresSet': {
          const d = event.data as EstablishmentYearFiguresSet['data'];
          await client.query(
            `INSERT INTO osha_year_figures_history
               (establishment_id, version, recorded_at, year, annual_average_employees, total_hours_worked)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
            [
              idAfter('establishment-', event),
              event.streamVersion,
              event.recordedAt,
              d.year,
              d.annualAverageEmployees,
              d.totalHoursWorked,
            ],
          );
          break;
        }
        case 'OshaSummaryCertified': {
          const d = event.data as OshaSummaryCertified['data'];
          await client.query(
            `INSERT INTO osha_summary_certifications
               (establishment_id, version, recorded_at, year, executive_name, executive_title, certified_on,
                summary_sha256, certified_by, certified_by_name)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
            [
              d.establishmentId,
              event.streamVersion,
              event.recordedAt,
              d.year,
              d.executiveName,
              d.executiveTitle,
              d.certifiedOn,
              d.summarySha256,
              d.certifiedBy,
              d.certifiedByName,
            ],
          );
          break;
        }
      }
    }
  },
};

const placed = (
  client: pg.ClientBase,
  incidentId: string,
  event: StoredEvent,
  establishmentId: string | null,
  placedByName: string | null,
) =>
  client.query(
    `INSERT INTO osha_incident_placements (incident_id, version, recorded_at, establishment_id, placed_by_name)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [incidentId, event.streamVersion, event.recordedAt, establishmentId, placedByName],
  );
