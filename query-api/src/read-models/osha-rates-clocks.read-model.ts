import type { OshaClock, OshaClocks, OshaRates } from '@hs/contracts';
import { oshaRates, recordingDueAt, severeReportDueAt, type CaseOutcome, type SevereEvent } from '@hs/domain';
import type pg from 'pg';
import { yearlyClocks } from './osha-yearly-clocks.read-model.ts';

type EstablishmentRow = {
  id: string;
  name: string;
  company: string;
  time_zone: string;
  naics_code: string;
  years: { year: number; employees: number; peak: number | null; hours: string }[];
};

const establishmentsOf = async (pool: pg.Pool): Promise<EstablishmentRow[]> =>
  (
    await pool.query<EstablishmentRow>(
      `SELECT e.id, e.name, e.company, e.time_zone, e.naics_code,
              coalesce((SELECT json_agg(json_build_object('year', y.year, 'employees', y.annual_average_employees,
                          'peak', y.peak_employees, 'hours', y.total_hours_worked::text))
                          FROM establishment_years y WHERE y.establishment_id = e.id), '[]') AS years
         FROM establishments e`,
    )
  ).rows;

/** TRIR and DART of the recordable cases of counted incidents filed under an establishment. */
export const ratesOf = async (pool: pg.Pool, now: Date, siteTimeZone: string): Promise<OshaRates> => {
  const establishments = (await establishmentsOf(pool)).map((e) => ({
    id: e.id,
    name: e.name,
    company: e.company,
    timeZone: e.time_zone,
    hoursByYear: new Map(e.years.map((y) => [y.year, Number(y.hours)] as const)),
  }));
  const cases = (
    await pool.query<{ establishment_id: string; date: string; outcome: CaseOutcome }>(
      `SELECT i.establishment_id, to_char(i.date, 'YYYY-MM-DD') AS date, c.outcome
         FROM osha_cases c JOIN incidents i ON i.id = c.incident_id
        WHERE c.recordable AND c.outcome IS NOT NULL AND i.establishment_id IS NOT NULL AND i.date IS NOT NULL
          AND i.counted`,
    )
  ).rows.map((r) => ({ establishmentId: r.establishment_id, date: r.date, outcome: r.outcome }));
  return oshaRates(establishments, cases, now, siteTimeZone);
};

/** At most this many recording clocks: the oldest are the most overdue. */
const RECORDING_CLOCKS = 200;

type IncidentClockRow = {
  id: string;
  report_number: string;
  created_at: Date;
  establishment_id: string | null;
  establishment_name: string | null;
  time_zone: string | null;
};

const stateAt = (now: Date, dueAt: Date): OshaClock['state'] => (now >= dueAt ? 'overdue' : 'running');

const incidentClock = (
  row: IncidentClockRow,
  siteTimeZone: string,
): Pick<
  OshaClock,
  | 'incidentId'
  | 'reportNumber'
  | 'establishmentId'
  | 'establishmentName'
  | 'startsAt'
  | 'timeZone'
  | 'changedSinceCertification'
> => ({
  incidentId: row.id,
  reportNumber: row.report_number,
  establishmentId: row.establishment_id,
  establishmentName: row.establishment_name,
  startsAt: row.created_at.toISOString(),
  timeZone: row.time_zone ?? siteTimeZone,
  changedSinceCertification: false,
});

const INCIDENT_COLUMNS = `i.id, i.report_number, i.created_at, i.establishment_id, e.name AS establishment_name, e.time_zone`;

/**
 * Counted reports of a case that may be recordable (an injury, an illness, or treatment beyond
 * first aid, 1904.29(b)(3)) without a recordkeeping decision: any decision, recordable or not,
 * stops the clock; so does marking the report duplicate or void.
 */
const recordingClocks = async (pool: pg.Pool, now: Date, siteTimeZone: string): Promise<OshaClock[]> => {
  const { rows } = await pool.query<IncidentClockRow>(
    `SELECT ${INCIDENT_COLUMNS}
       FROM incidents i
       JOIN incident_history h ON h.incident_id = i.id AND h.version = i.version
       LEFT JOIN establishments e ON e.id = i.establishment_id
      WHERE i.counted AND NOT EXISTS (SELECT 1 FROM osha_cases c WHERE c.incident_id = i.id)
        AND (i.type = 'injury' OR (h.snapshot->>'injuryOccurred')::boolean IS TRUE
             OR (h.snapshot->>'illnessOccurred')::boolean IS TRUE
             OR (h.snapshot->>'medicalAttentionRequired')::boolean IS TRUE)
      ORDER BY i.created_at LIMIT ${RECORDING_CLOCKS}`,
  );
  return rows.map((row) => {
    const base = incidentClock(row, siteTimeZone);
    const dueAt = recordingDueAt(row.created_at, base.timeZone);
    return {
      ...base,
      kind: 'recording',
      state: stateAt(now, dueAt),
      severeEvent: null,
      dueAt: dueAt.toISOString(),
    };
  });
};

/**
 * Work-related deaths (within 30 days of the incident, 1904.39(b)(6)), in-patient hospitalizations,
 * amputations and losses of an eye not yet reported to OSHA.
 */
const reportClocks = async (pool: pg.Pool, now: Date, siteTimeZone: string): Promise<OshaClock[]> => {
  const { rows } = await pool.query<IncidentClockRow & { severe_event: SevereEvent }>(
    `SELECT ${INCIDENT_COLUMNS},
            CASE WHEN c.outcome = 'death' THEN 'fatality'
                 WHEN (c.decision->>'hospitalizedOvernight')::boolean THEN 'in-patient-hospitalization'
                 ELSE 'amputation-or-loss-of-eye' END AS severe_event
       FROM osha_cases c
       JOIN incidents i ON i.id = c.incident_id
       LEFT JOIN establishments e ON e.id = i.establishment_id
      WHERE i.counted AND NOT EXISTS (SELECT 1 FROM osha_reports r WHERE r.incident_id = c.incident_id)
        AND (c.decision->>'workRelated')::boolean
        AND ((c.outcome = 'death' AND ((c.decision->>'dateOfDeath')::date - i.date) <= 30)
             OR (c.decision->>'hospitalizedOvernight')::boolean
             OR (c.decision->>'amputationOrLossOfEye')::boolean IS TRUE)`,
  );
  return rows.map((row) => {
    const dueAt = severeReportDueAt(row.severe_event, row.created_at);
    return {
      ...incidentClock(row, siteTimeZone),
      kind: 'osha-report',
      state: stateAt(now, dueAt),
      severeEvent: row.severe_event,
      dueAt: dueAt.toISOString(),
    };
  });
};

/** Reports owed to OSHA first (hours count), then recordings, then the yearly dates, however long overdue. */
const urgency: Record<OshaClock['kind'], number> = {
  'osha-report': 0,
  recording: 1,
  'ita-submission': 2,
  '300a-posting': 2,
};

/** Every open clock, the most urgent first: by kind, overdue before running, then earliest due. */
export const clocksOf = async (pool: pg.Pool, now: Date, siteTimeZone: string): Promise<OshaClocks> => {
  const rank = (c: OshaClock) => urgency[c.kind] * 2 + (c.state === 'overdue' ? 0 : 1);
  const clocks = [
    ...(await reportClocks(pool, now, siteTimeZone)),
    ...(await recordingClocks(pool, now, siteTimeZone)),
    ...(await yearlyClocks(pool, await establishmentsOf(pool), now)),
  ].sort((a, b) => rank(a) - rank(b) || a.dueAt.localeCompare(b.dueAt));
  return { now: now.toISOString(), timeZone: siteTimeZone, clocks };
};
