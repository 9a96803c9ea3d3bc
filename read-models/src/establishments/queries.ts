import type {
  Establishment,
  EstablishmentListing,
  EstablishmentYear,
  UnassignedIncidentList,
} from '@hs/contracts';
import type pg from 'pg';

type Row = {
  id: string;
  name: string;
  company: Establishment['company'];
  street_address: string;
  city: string;
  state: string;
  zip: string;
  naics_code: string;
  industry_description: string;
  ein: string | null;
  time_zone: string;
  years: {
    year: number;
    annual_average_employees: number;
    total_hours_worked: number;
    peak_employees: number | null;
    size_class: EstablishmentYear['sizeClass'];
  }[];
};

const toEstablishment = (r: Row): Establishment => {
  const years: EstablishmentYear[] = r.years.map((y) => ({
    year: y.year,
    annualAverageEmployees: y.annual_average_employees,
    totalHoursWorked: Number(y.total_hours_worked),
    peakEmployees: y.peak_employees,
    sizeClass: y.size_class,
  }));
  return {
    id: r.id,
    name: r.name,
    company: r.company,
    streetAddress: r.street_address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    naicsCode: r.naics_code,
    industryDescription: r.industry_description,
    ein: r.ein,
    timeZone: r.time_zone,
    sizeClass: years[0]?.sizeClass ?? null,
    years,
  };
};

/**
 * Years newest first, so the first gives the current size class: OSHA ITA's, from the peak (the
 * average for figures without one), as sizeClassOf in domain/.
 */
const SELECT = `SELECT e.*, coalesce((SELECT json_agg(json_build_object('year', y.year,
    'annual_average_employees', y.annual_average_employees, 'total_hours_worked', y.total_hours_worked,
    'peak_employees', y.peak_employees,
    'size_class', CASE WHEN s.n < 20 THEN '<20' WHEN s.n < 100 THEN '20-99' WHEN s.n < 250 THEN '100-249' ELSE '250+' END)
    ORDER BY y.year DESC) FROM establishment_years y
      CROSS JOIN LATERAL (SELECT coalesce(y.peak_employees, y.annual_average_employees) AS n) s
     WHERE y.establishment_id = e.id), '[]') AS years
  FROM establishments e`;

/** What everyone may read: the establishment's name and address, enough to pick it. */
export const listingOf = (e: Establishment): EstablishmentListing => ({
  id: e.id,
  name: e.name,
  company: e.company,
  streetAddress: e.streetAddress,
  city: e.city,
  state: e.state,
  zip: e.zip,
  timeZone: e.timeZone,
});

export const listEstablishments = async (pool: pg.Pool): Promise<Establishment[]> =>
  (await pool.query<Row>(`${SELECT} ORDER BY lower(e.name)`)).rows.map(toEstablishment);

/** The establishments that had been created by the end of `asOf` in their own time zone. */
export const establishmentsExistingOn = async (pool: pg.Pool, asOf: string): Promise<Establishment[]> =>
  (
    await pool.query<Row>(
      `${SELECT} WHERE e.created_at < (($1::date + 1)::timestamp AT TIME ZONE e.time_zone) ORDER BY lower(e.name)`,
      [asOf],
    )
  ).rows.map(toEstablishment);

export const findEstablishment = async (pool: pg.Pool, id: string): Promise<Establishment | null> => {
  const row = (await pool.query<Row>(`${SELECT} WHERE e.id = $1`, [id])).rows[0];
  return row ? toEstablishment(row) : null;
};

/** Reports made before the form asked for an establishment, for an administrator to file. */
export const incidentsWithoutEstablishment = async (
  pool: pg.Pool,
): Promise<UnassignedIncidentList['incidents']> =>
  (
    await pool.query<UnassignedIncidentList['incidents'][number]>(
      `SELECT id, report_number AS "reportNumber", to_char(date, 'YYYY-MM-DD') AS date, location,
              employee_name AS "employeeName"
         FROM incidents WHERE establishment_id IS NULL AND counted ORDER BY created_at DESC LIMIT 200`,
    )
  ).rows;
