import {
  CERTIFICATION_MEANING,
  dispositionAfter,
  UNRECORDED_SIGNATURE_TIME_ZONE,
  type DispositionEvent,
} from '@hs/domain';
import type pg from 'pg';
import type { StoredEvent } from '@hs/infra/event-store';
import { projectionOf, type Stored } from '../typed-projection.ts';

const idAfter = (prefix: string, event: { streamId: string }) => event.streamId.slice(prefix.length);

/** The leading columns of a history row: the id after the stream's prefix, its version, and when. */
const versionColumns = (
  prefix: string,
  events: readonly Pick<StoredEvent, 'streamId' | 'streamVersion' | 'recordedAt'>[],
) => [
  events.map((e) => idAfter(prefix, e)),
  events.map((e) => e.streamVersion),
  events.map((e) => e.recordedAt),
];

/**
 * What the OSHA forms need besides the recordkeeping decisions (`osha_case_history`), kept with
 * the time each fact was recorded so Forms 300 and 300A can be answered as of any date:
 * - `osha_log_incidents`: the 300 log's columns from the report (case number, name, date, where, what)
 *   and the employee record it names, whose names a privacy case keeps out of every output;
 * - `osha_incident_placements`: every establishment an incident was filed under, when and by whom;
 * - `osha_year_figures_history`: every setting of an establishment's yearly employees and hours;
 * - `osha_ita_inclusions`: every admin choice to add an establishment's year to an ITA file;
 * - `osha_summary_certifications`: every executive certification of a 300A and the hash it binds;
 * - `osha_incident_dispositions`: every marking of an incident duplicate or void and its undoing: a
 *   case leaves the forms from the marking on, and a form as of an earlier day still shows it.
 * Every row names its stream's version, so a replayed event changes nothing.
 */
export const oshaFormsProjection = projectionOf({
  name: 'osha-forms',
  // 3: osha_incident_dispositions. 4: peak employees, osha_ita_inclusions. 5: the employee record
  // of each log incident (privacy cases). 6: a certification's meaning and time zone.
  version: 6,
  events: {
    IncidentReported: true,
    IncidentEstablishmentAssigned: true,
    EstablishmentYearFiguresSet: true,
    EstablishmentItaInclusionSet: true,
    OshaSummaryCertified: true,
    IncidentMarkedDuplicate: true,
    IncidentVoided: true,
    IncidentReinstated: true,
  },
  perStream: true,
  tables: [
    {
      name: 'osha_log_incidents',
      ddl: `CREATE TABLE osha_log_incidents (
        incident_id uuid PRIMARY KEY, report_number text NOT NULL, employee_name text NOT NULL,
        incident_date date, location text NOT NULL, description text NOT NULL, employee_id text
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
        peak_employees int,
        PRIMARY KEY (establishment_id, version)
      );`,
    },
    {
      name: 'osha_ita_inclusions',
      ddl: `CREATE TABLE osha_ita_inclusions (
        establishment_id uuid NOT NULL, version bigint NOT NULL, recorded_at timestamptz NOT NULL,
        year int NOT NULL, summary boolean NOT NULL, cases boolean NOT NULL,
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
        meaning text NOT NULL, time_zone text NOT NULL,
        PRIMARY KEY (establishment_id, version)
      );`,
    },
    {
      name: 'osha_incident_dispositions',
      ddl: `CREATE TABLE osha_incident_dispositions (
        incident_id uuid NOT NULL, version bigint NOT NULL, recorded_at timestamptz NOT NULL,
        disposition text, reason text NOT NULL, marked_by_name text,
        PRIMARY KEY (incident_id, version)
      );`,
    },
  ],
  // Every row is an insert that keeps the first row of its key, so each table takes the batch's
  // rows in one statement, in log order.
  async apply(client, events) {
    await insertLogIncidents(
      client,
      events.filter((e) => e.type === 'IncidentReported'),
    );
    await insertPlacements(
      client,
      events.filter((e) => e.type === 'IncidentReported' || e.type === 'IncidentEstablishmentAssigned'),
    );
    await insertYearFigures(
      client,
      events.filter((e) => e.type === 'EstablishmentYearFiguresSet'),
    );
    await insertItaInclusions(
      client,
      events.filter((e) => e.type === 'EstablishmentItaInclusionSet'),
    );
    await insertCertifications(
      client,
      events.filter((e) => e.type === 'OshaSummaryCertified'),
    );
    await insertDispositions(
      client,
      events.filter(
        (e) =>
          e.type === 'IncidentMarkedDuplicate' ||
          e.type === 'IncidentVoided' ||
          e.type === 'IncidentReinstated',
      ),
    );
  },
});

const insertLogIncidents = async (client: pg.ClientBase, events: readonly Stored<'IncidentReported'>[]) => {
  if (events.length === 0) return;
  const data = events.map((e) => e.data);
  await client.query(
    `INSERT INTO osha_log_incidents (incident_id, report_number, employee_name, incident_date, location, description, employee_id)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::date[], $5::text[], $6::text[], $7::text[])
     ON CONFLICT (incident_id) DO NOTHING`,
    [
      events.map((e) => idAfter('incident-', e)),
      data.map((d) => d.reportNumber),
      data.map((d) => d.employeeName),
      data.map((d) => d.date),
      data.map((d) => d.location),
      data.map((d) => d.description),
      data.map((d) => d.employeeId ?? null),
    ],
  );
};

/** Where each incident was filed: at its report, then at every reassignment. */
type Placed = Stored<'IncidentReported' | 'IncidentEstablishmentAssigned'>;
const insertPlacements = async (client: pg.ClientBase, events: readonly Placed[]) => {
  if (events.length === 0) return;
  const placement = (e: Placed) =>
    e.type === 'IncidentReported'
      ? { establishmentId: e.data.establishmentId ?? null, by: null }
      : { establishmentId: e.data.establishmentId, by: e.data.assignedByName };
  const placements = events.map(placement);
  await client.query(
    `INSERT INTO osha_incident_placements (incident_id, version, recorded_at, establishment_id, placed_by_name)
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::timestamptz[], $4::uuid[], $5::text[])
     ON CONFLICT DO NOTHING`,
    [
      ...versionColumns('incident-', events),
      placements.map((p) => p.establishmentId),
      placements.map((p) => p.by),
    ],
  );
};

const insertYearFigures = async (
  client: pg.ClientBase,
  events: readonly Stored<'EstablishmentYearFiguresSet'>[],
) => {
  if (events.length === 0) return;
  const data = events.map((e) => e.data);
  await client.query(
    `INSERT INTO osha_year_figures_history
       (establishment_id, version, recorded_at, year, annual_average_employees, total_hours_worked, peak_employees)
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::timestamptz[], $4::int[], $5::int[], $6::bigint[], $7::int[])
     ON CONFLICT DO NOTHING`,
    [
      ...versionColumns('establishment-', events),
      data.map((d) => d.year),
      data.map((d) => d.annualAverageEmployees),
      data.map((d) => d.totalHoursWorked),
      data.map((d) => d.peakEmployees ?? null),
    ],
  );
};

const insertItaInclusions = async (
  client: pg.ClientBase,
  events: readonly Stored<'EstablishmentItaInclusionSet'>[],
) => {
  if (events.length === 0) return;
  const data = events.map((e) => e.data);
  await client.query(
    `INSERT INTO osha_ita_inclusions (establishment_id, version, recorded_at, year, summary, cases)
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::timestamptz[], $4::int[], $5::boolean[], $6::boolean[])
     ON CONFLICT DO NOTHING`,
    [
      ...versionColumns('establishment-', events),
      data.map((d) => d.year),
      data.map((d) => d.summary),
      data.map((d) => d.cases),
    ],
  );
};

const insertCertifications = async (
  client: pg.ClientBase,
  events: readonly Stored<'OshaSummaryCertified'>[],
) => {
  if (events.length === 0) return;
  const data = events.map((e) => e.data);
  await client.query(
    `INSERT INTO osha_summary_certifications
       (establishment_id, version, recorded_at, year, executive_name, executive_title, certified_on,
        summary_sha256, certified_by, certified_by_name, meaning, time_zone)
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::timestamptz[], $4::int[], $5::text[], $6::text[], $7::date[],
                          $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
     ON CONFLICT DO NOTHING`,
    [
      data.map((d) => d.establishmentId),
      events.map((e) => e.streamVersion),
      events.map((e) => e.recordedAt),
      data.map((d) => d.year),
      data.map((d) => d.executiveName),
      data.map((d) => d.executiveTitle),
      data.map((d) => d.certifiedOn),
      data.map((d) => d.summarySha256),
      data.map((d) => d.certifiedBy),
      data.map((d) => d.certifiedByName),
      data.map((d) => d.meaning ?? CERTIFICATION_MEANING),
      data.map((d) => d.timeZone ?? UNRECORDED_SIGNATURE_TIME_ZONE),
    ],
  );
};

type Disposed = Stored<'IncidentMarkedDuplicate' | 'IncidentVoided' | 'IncidentReinstated'>;
const insertDispositions = async (client: pg.ClientBase, events: readonly Disposed[]) => {
  if (events.length === 0) return;
  // A stored event is a domain event with its place in the log: the rule reads it as it is.
  const marked: readonly DispositionEvent[] = events;
  await client.query(
    `INSERT INTO osha_incident_dispositions (incident_id, version, recorded_at, disposition, reason, marked_by_name)
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::timestamptz[], $4::text[], $5::text[], $6::text[])
     ON CONFLICT DO NOTHING`,
    [
      ...versionColumns('incident-', events),
      marked.map(dispositionAfter),
      marked.map((d) => d.data.reason),
      marked.map((d) => d.data.markedByName),
    ],
  );
};
