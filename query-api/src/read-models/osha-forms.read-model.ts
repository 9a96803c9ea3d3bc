import type { Form301, RecordkeepingDecision } from '@hs/contracts';
import { calendarDate } from '@hs/infra/clock';
import { storedDecision, summarize300A, type ItaCase, type ItaEstablishment } from '@hs/infra/osha';
import type pg from 'pg';
import { listEstablishments } from './establishments.read-model.ts';

type CaseRow = {
  incident_id: string;
  establishment_id: string | null;
  establishment_name: string | null;
  time_zone: string | null;
  report_number: string;
  date: string | null;
  location: string;
  employee_name: string;
  time: string | null;
  decision: RecordkeepingDecision;
  decided_by_name: string | null;
  recorded_at: Date;
};

/** The incident as it stands, its current decision and the latest decision's author and time. */
const CASES = `SELECT c.incident_id, i.establishment_id, e.name AS establishment_name, e.time_zone,
    i.report_number, to_char(i.date, 'YYYY-MM-DD') AS date, i.location, i.employee_name,
    h.snapshot->>'time' AS time, c.decision, last.decided_by_name, last.recorded_at
  FROM osha_cases c
  JOIN incidents i ON i.id = c.incident_id
  JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
  JOIN osha_case_history last ON last.incident_id = c.incident_id AND last.version = c.version
  LEFT JOIN establishments e ON e.id = i.establishment_id`;

/** Form 301 of a recordable case; null when the incident is unknown or not a recordable case. */
export const form301Of = async (
  pool: pg.Pool,
  incidentId: string,
  siteTimeZone: string,
): Promise<Form301 | null> => {
  const row = (await pool.query<CaseRow>(`${CASES} WHERE c.incident_id = $1 AND c.recordable`, [incidentId]))
    .rows[0];
  if (!row) return null;
  const d = storedDecision(row.decision);
  return {
    incidentId,
    establishment: row.establishment_id
      ? { id: row.establishment_id, name: row.establishment_name ?? '' }
      : null,
    privacyCase: d.privacyCase !== null,
    employee: {
      fullName: row.employee_name,
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
      activityBefore: d.activityBefore,
      whatHappened: d.whatHappened,
      injuryOrIllness: d.bodyPart,
      objectOrSubstance: d.objectOrSubstance,
      dateOfDeath: d.dateOfDeath,
      jobTitle: d.jobTitle,
      outcome: d.outcome,
      caseType: d.caseType,
    },
    completedBy: {
      name: row.decided_by_name,
      date: calendarDate(row.recorded_at, row.time_zone ?? siteTimeZone),
    },
  };
};

/** Every establishment with its year's 300A, and every recordable case dated in the year. */
export const itaInputs = async (
  pool: pg.Pool,
  year: number,
): Promise<{ establishments: ItaEstablishment[]; cases: ItaCase[] }> => {
  const rows = (
    await pool.query<CaseRow>(
      `${CASES} WHERE c.recordable AND i.date >= make_date($1, 1, 1) AND i.date < make_date($1 + 1, 1, 1)
        ORDER BY i.date, i.report_number`,
      [year],
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
    decision: storedDecision(r.decision),
  }));
  const establishments = (await listEstablishments(pool)).map((e): ItaEstablishment => {
    const figures = e.years.find((y) => y.year === year) ?? null;
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
    };
  });
  return { establishments, cases };
};
