import { calendarDate, type Form301, type RecordkeepingDecision } from '@hs/contracts';
import {
  injuryOrIllness,
  storedDecision,
  summarize300A,
  withoutNames,
  type ItaCase,
  type ItaEstablishment,
} from '@hs/domain';
import {
  asOfCutoff,
  countedAsOf,
  decisionAsOf,
  loadItaInclusion,
  employeeRecordNames,
  loadYearFigures,
  placementAsOf,
  PRIVACY_CASE,
} from '@hs/read-models';
import type pg from 'pg';
import { establishmentsExistingOn, listEstablishments } from '@hs/read-models/establishments/queries';

type CaseRow = {
  incident_id: string;
  establishment_id: string | null;
  establishment_name: string | null;
  time_zone: string | null;
  report_number: string;
  date: string | null;
  location: string;
  employee_name: string;
  reported_name: string | null;
  first_name: string | null;
  last_name: string | null;
  time: string | null;
  decision: RecordkeepingDecision;
  decided_by_name: string | null;
  recorded_at: Date;
};

/**
 * The decided incidents with the decision in force and the establishment filed under at the end of
 * $1 (null: now) in the zone of the establishment filed under now ($2 without one), and the
 * decision's author and time; a case marked duplicate or void by then is left out. $1 and $2 are the
 * first two parameters of every use.
 */
const CASES = `SELECT c.incident_id, p.establishment_id, e.name AS establishment_name, e.time_zone,
    i.report_number, to_char(i.date, 'YYYY-MM-DD') AS date, i.location, i.employee_name,
    li.employee_name AS reported_name, n.first_name, n.last_name,
    h.snapshot->>'time' AS time, d.decision, d.decided_by_name, d.recorded_at
  FROM osha_cases c
  JOIN incidents i ON i.id = c.incident_id
  JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
  LEFT JOIN osha_log_incidents li ON li.incident_id = c.incident_id
  LEFT JOIN LATERAL ${employeeRecordNames('li.employee_id')} n ON true
  LEFT JOIN establishments now ON now.id = i.establishment_id
  CROSS JOIN LATERAL ${placementAsOf('c.incident_id', asOfCutoff('$1', 'coalesce(now.time_zone, $2::text)'))} p
  CROSS JOIN LATERAL ${decisionAsOf('c.incident_id', asOfCutoff('$1', 'coalesce(now.time_zone, $2::text)'))} d
  LEFT JOIN establishments e ON e.id = p.establishment_id
  WHERE (d.decision->>'recordable')::boolean
    AND ${countedAsOf('c.incident_id', asOfCutoff('$1', 'coalesce(now.time_zone, $2::text)'))}`;

/** Every way the records write the person of a case, beyond the incident's current name. */
const otherNamesOf = (row: CaseRow) => [row.reported_name, row.first_name, row.last_name];

/**
 * Form 301 of a recordable case as of the end of `asOf`; null when it was not a recordable case then.
 * A privacy case's form names no one: the name is on the confidential list (1904.29(b)(6)).
 */
export const form301Of = async (
  pool: pg.Pool,
  incidentId: string,
  siteTimeZone: string,
  asOf: string | null,
): Promise<Form301 | null> => {
  const row = (await pool.query<CaseRow>(`${CASES} AND c.incident_id = $3`, [asOf, siteTimeZone, incidentId]))
    .rows[0];
  if (!row) return null;
  const d = storedDecision(row.decision);
  const privacy = d.privacyCase !== null;
  const names = [row.employee_name, ...otherNamesOf(row)];
  const hide = (value: string | null) => (privacy && value !== null ? withoutNames(value, names) : value);
  return {
    incidentId,
    asOf,
    establishment: row.establishment_id
      ? { id: row.establishment_id, name: row.establishment_name ?? '' }
      : null,
    privacyCase: privacy,
    employee: {
      fullName: privacy ? PRIVACY_CASE : row.employee_name,
      address: { street: d.employeeStreet, city: d.employeeCity, state: d.employeeState, zip: d.employeeZip },
      dateOfBirth: d.employeeDateOfBirth,
      dateHired: d.employeeDateHired,
      sex: d.employeeSex,
    },
    healthCare: {
      physicianName: d.physicianName,
      facility: d.treatmentFacility,
      facilityAddress: {
        street: d.facilityStreet,
        city: d.facilityCity,
        state: d.facilityState,
        zip: d.facilityZip,
      },
      emergencyRoom: d.treatedInEmergencyRoom,
      hospitalizedOvernight: d.hospitalizedOvernight,
    },
    case: {
      caseNumber: row.report_number,
      dateOfInjury: row.date,
      timeBeganWork: d.timeBeganWork,
      timeOfEvent: row.time,
      activityBefore: hide(d.activityBefore),
      whatHappened: hide(d.whatHappened),
      injuryOrIllness: hide(injuryOrIllness(d) || null),
      objectOrSubstance: hide(d.objectOrSubstance),
      dateOfDeath: d.dateOfDeath,
      jobTitle: hide(d.jobTitle),
      outcome: d.outcome,
      caseType: d.caseType,
    },
    completedBy: {
      name: row.decided_by_name,
      date: calendarDate(row.recorded_at, row.time_zone ?? siteTimeZone),
    },
  };
};

/** An establishment of the ITA files with the admin's choice to add it voluntarily. */
export type ItaEstablishmentInput = ItaEstablishment & {
  voluntary: { summary: boolean; cases: boolean } | null;
};

/**
 * Every establishment with its year's 300A and the admin's voluntary choice, and every recordable
 * case dated in the year, as they stood at the end of `asOf` (null: now).
 */
export const itaInputs = async (
  pool: pg.Pool,
  year: number,
  asOf: string | null,
  siteTimeZone: string,
): Promise<{ establishments: ItaEstablishmentInput[]; cases: ItaCase[] }> => {
  const rows = (
    await pool.query<CaseRow>(
      `${CASES} AND i.date >= make_date($3, 1, 1) AND i.date < make_date($3 + 1, 1, 1)
        ORDER BY i.date, i.report_number`,
      [asOf, siteTimeZone, year],
    )
  ).rows;
  const cases: ItaCase[] = rows.map((r) => ({
    incidentId: r.incident_id,
    establishmentId: r.establishment_id,
    establishmentName: r.establishment_name,
    reportNumber: r.report_number,
    date: r.date ?? '',
    time: r.time,
    location: r.location,
    employeeName: r.employee_name,
    recordNames: otherNamesOf(r),
    decision: storedDecision(r.decision),
  }));
  // An establishment created after `asOf` was not in the file then.
  const all = asOf === null ? await listEstablishments(pool) : await establishmentsExistingOn(pool, asOf);
  const [figuresThen, choicesThen] = await Promise.all([
    Promise.all(all.map((e) => loadYearFigures(pool, { establishmentId: e.id, year, asOf }, e.timeZone))),
    Promise.all(all.map((e) => loadItaInclusion(pool, { establishmentId: e.id, year, asOf }, e.timeZone))),
  ]);
  const establishments = all.map((e, n): ItaEstablishmentInput => {
    const figures = figuresThen[n] ?? null;
    const own = cases.filter((c) => c.establishmentId === e.id).map((c) => c.decision);
    return {
      id: e.id,
      name: e.name,
      company: e.company,
      streetAddress: e.streetAddress,
      city: e.city,
      state: e.state,
      zip: e.zip,
      naicsCode: e.naicsCode,
      industryDescription: e.industryDescription,
      ein: e.ein,
      figures,
      summary: summarize300A(own, figures),
      voluntary: choicesThen[n] ?? null,
    };
  });
  return { establishments, cases };
};
