import type { EstablishmentEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

const PREFIX = 'establishment-';

/**
 * The `establishments` read model: one row per establishment and one per establishment and year
 * with figures. Rows keep the stream version they reflect, so a replayed event changes nothing.
 */
export const establishmentsProjection = projectionOf({
  name: 'establishments',
  // 2: establishment_years.peak_employees.
  version: 2,
  events: {
    EstablishmentCreated: true,
    EstablishmentChanged: true,
    EstablishmentYearFiguresSet: true,
    EstablishmentItaInclusionSet: true,
  } satisfies Record<EstablishmentEvent['type'], true>,
  follows: (e) => e.streamId.startsWith(PREFIX),
  perStream: true,
  tables: [
    {
      name: 'establishments',
      ddl: `CREATE TABLE establishments (
        id                   uuid PRIMARY KEY,
        name                 text NOT NULL,
        company              text NOT NULL,
        street_address       text NOT NULL,
        city                 text NOT NULL,
        state                text NOT NULL,
        zip                  text NOT NULL,
        naics_code           text NOT NULL,
        industry_description text NOT NULL,
        ein                  text,
        time_zone            text NOT NULL,
        created_at           timestamptz NOT NULL,
        version              bigint NOT NULL
      );`,
    },
    {
      name: 'establishment_years',
      ddl: `CREATE TABLE establishment_years (
        establishment_id         uuid NOT NULL,
        year                     int NOT NULL,
        annual_average_employees int NOT NULL,
        total_hours_worked       bigint NOT NULL,
        peak_employees           int,
        version                  bigint NOT NULL,
        PRIMARY KEY (establishment_id, year)
      );`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      const id = event.streamId.slice(PREFIX.length);
      const guard = [id, event.streamVersion];
      switch (event.type) {
        case 'EstablishmentCreated': {
          const d = event.data;
          await client.query(
            `INSERT INTO establishments (id, name, company, street_address, city, state, zip, naics_code,
                                         industry_description, ein, time_zone, created_at, version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
            [
              id,
              d.name,
              d.company,
              d.streetAddress,
              d.city,
              d.state,
              d.zip,
              d.naicsCode,
              d.industryDescription,
              d.ein,
              d.timeZone,
              d.createdAt,
              event.streamVersion,
            ],
          );
          break;
        }
        case 'EstablishmentChanged': {
          const c = event.data.changes;
          await client.query(
            `UPDATE establishments SET name = coalesce($3, name), company = coalesce($4, company),
               street_address = coalesce($5, street_address), city = coalesce($6, city),
               state = coalesce($7, state), zip = coalesce($8, zip), naics_code = coalesce($9, naics_code),
               industry_description = coalesce($10, industry_description),
               ein = CASE WHEN $11::boolean THEN $12 ELSE ein END,
               time_zone = coalesce($13, time_zone), version = $2
             WHERE id = $1 AND version < $2`,
            [
              ...guard,
              c.name,
              c.company,
              c.streetAddress,
              c.city,
              c.state,
              c.zip,
              c.naicsCode,
              c.industryDescription,
              'ein' in c,
              c.ein ?? null,
              c.timeZone,
            ],
          );
          break;
        }
        case 'EstablishmentYearFiguresSet': {
          const d = event.data;
          await client.query(
            `INSERT INTO establishment_years
               (establishment_id, year, annual_average_employees, total_hours_worked, peak_employees, version)
             VALUES ($1, $3, $4, $5, $6, $2)
             ON CONFLICT (establishment_id, year) DO UPDATE
               SET annual_average_employees = excluded.annual_average_employees,
                   total_hours_worked = excluded.total_hours_worked,
                   peak_employees = excluded.peak_employees, version = excluded.version
               WHERE establishment_years.version < excluded.version`,
            [...guard, d.year, d.annualAverageEmployees, d.totalHoursWorked, d.peakEmployees ?? null],
          );
          break;
        }
      }
    }
  },
});
