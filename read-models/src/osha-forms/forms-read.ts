import { createHash } from 'node:crypto';
import {
  caseDescription,
  storedDecision,
  summarize300A,
  withoutNames,
  type CaseOutcome,
  type CaseType,
  type EstablishmentYear,
  type Osha300ASummary,
  type PrivacyCaseKind,
  type RecordkeepingDecision,
} from '@hs/domain';
import type pg from 'pg';
import { canonicalJson } from '@hs/infra/event-store';

// Shared by the query API (the forms) and the command API (the hash a certification binds to).

export type OshaScope = { establishmentId: string; year: number; asOf: string | null };

export type OshaEstablishmentRow = {
  id: string;
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  naicsCode: string;
  industryDescription: string;
  timeZone: string;
};

export type LogCase = {
  incidentId: string;
  caseNumber: string;
  employeeName: string;
  privacyCase: boolean;
  jobTitle: string | null;
  dateOfInjury: string;
  where: string;
  description: string;
  outcome: CaseOutcome;
  daysAway: number;
  daysRestricted: number;
  caseType: CaseType;
};

export const PRIVACY_CASE = 'Privacy Case';

/** The end of `asOf` in the establishment's zone, as SQL: every fact recorded before it counts. */
export const asOfCutoff = (dateParam: string, zoneParam: string) =>
  `coalesce(((${dateParam}::date + 1)::timestamp AT TIME ZONE ${zoneParam}), 'infinity'::timestamptz)`;
const cutoff = asOfCutoff;

/** SQL lateral: the establishment an incident was filed under at `cutoffSql` (column establishment_id). */
export const placementAsOf = (incidentSql: string, cutoffSql: string) =>
  `(SELECT establishment_id FROM osha_incident_placements p
     WHERE p.incident_id = ${incidentSql} AND p.recorded_at < ${cutoffSql}
     ORDER BY p.version DESC LIMIT 1)`;

/** SQL lateral: the recordkeeping decision in force at `cutoffSql`, with its author and time. */
export const decisionAsOf = (incidentSql: string, cutoffSql: string) =>
  `(SELECT decision, decided_by_name, recorded_at FROM osha_case_history h
     WHERE h.incident_id = ${incidentSql} AND h.recorded_at < ${cutoffSql}
     ORDER BY h.version DESC LIMIT 1)`;

/**
 * SQL: whether an incident counted at `cutoffSql`, that is was not then marked duplicate or void
 * (docs/product.md, "Duplicate and void"): a form as of a day before the marking still shows it.
 */
export const countedAsOf = (incidentSql: string, cutoffSql: string) =>
  `coalesce((SELECT x.disposition IS NULL FROM osha_incident_dispositions x
     WHERE x.incident_id = ${incidentSql} AND x.recorded_at < ${cutoffSql}
     ORDER BY x.version DESC LIMIT 1), true)`;

export const findOshaEstablishment = async (
  db: pg.Pool,
  id: string,
): Promise<OshaEstablishmentRow | null> => {
  const { rows } = await db.query(
    `SELECT id, name, street_address, city, state, zip, naics_code, industry_description, time_zone
       FROM establishments WHERE id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    streetAddress: r.street_address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    naicsCode: r.naics_code,
    industryDescription: r.industry_description,
    timeZone: r.time_zone,
  };
};

const sentence = (text: string) => text.trim().replace(/[.\s]+$/, '');

/**
 * Column F: the injury or illness, the body part and the object or substance; a decision recorded
 * before those were asked reads what happened instead, so the column is never empty.
 */
const describe = (d: RecordkeepingDecision, reported: string): string =>
  caseDescription(d) || sentence(d.whatHappened ?? reported);

/** SQL lateral: the first and last name of the employee record `employeeIdSql` names, if any. */
export const employeeRecordNames = (employeeIdSql: string) =>
  `(SELECT e.first_name, e.last_name FROM employees e WHERE e.id::text = ${employeeIdSql})`;

type LogRow = {
  incidentId: string;
  caseNumber: string;
  /** The name as the report gives it, and as the employee record has it (null without a record). */
  names: { reported: string; first: string | null; last: string | null };
  dateOfInjury: string;
  location: string;
  reported: string;
  decision: RecordkeepingDecision;
};

/**
 * The recordable cases of an establishment's year as they stood at the end of `asOf`: the decision
 * then in force, at the establishment the incident was then filed under, dated in the year.
 */
const loadLogRows = async (db: pg.Pool, scope: OshaScope, timeZone: string): Promise<LogRow[]> => {
  const { rows } = await db.query(
    `SELECT i.incident_id, i.report_number, i.employee_name, i.incident_date::text AS incident_date,
            i.location, i.description, d.decision, n.first_name, n.last_name
       FROM osha_log_incidents i
       CROSS JOIN LATERAL ${placementAsOf('i.incident_id', cutoff('$3', '$4'))} p
       CROSS JOIN LATERAL ${decisionAsOf('i.incident_id', cutoff('$3', '$4'))} d
       LEFT JOIN LATERAL ${employeeRecordNames('i.employee_id')} n ON true
      WHERE i.incident_date >= make_date($2, 1, 1) AND i.incident_date < make_date($2 + 1, 1, 1)
        AND p.establishment_id = $1 AND (d.decision->>'recordable')::boolean
        AND ${countedAsOf('i.incident_id', cutoff('$3', '$4'))}
      ORDER BY i.incident_date, i.report_number`,
    [scope.establishmentId, scope.year, scope.asOf, timeZone],
  );
  return rows.map((r) => ({
    incidentId: r.incident_id,
    caseNumber: r.report_number,
    names: { reported: r.employee_name, first: r.first_name ?? null, last: r.last_name ?? null },
    dateOfInjury: r.incident_date,
    location: r.location,
    reported: r.description,
    decision: storedDecision(r.decision),
  }));
};

/** A row of the 300 log; a privacy case without any part of the name (1904.29(b)(6), (b)(9)). */
const logCaseOf = (r: LogRow): LogCase => {
  const d = r.decision;
  const privacy = d.privacyCase !== null;
  const names = [r.names.reported, r.names.first, r.names.last];
  const hide = (value: string) => (privacy ? withoutNames(value, names) : value);
  const description = describe(d, r.reported);
  return {
    incidentId: r.incidentId,
    caseNumber: r.caseNumber,
    employeeName: privacy ? PRIVACY_CASE : r.names.reported,
    privacyCase: privacy,
    jobTitle: d.jobTitle === null ? null : hide(d.jobTitle),
    dateOfInjury: r.dateOfInjury,
    where: hide(r.location),
    description: privacy ? (d.neutralDescription ?? hide(description)) : description,
    outcome: d.outcome ?? 'other-recordable',
    daysAway: d.daysAway,
    daysRestricted: d.daysRestricted,
    caseType: d.caseType ?? 'injury',
  };
};

export const loadLogCases = async (db: pg.Pool, scope: OshaScope, timeZone: string): Promise<LogCase[]> =>
  (await loadLogRows(db, scope, timeZone)).map(logCaseOf);

export type PrivacyCaseRow = {
  incidentId: string;
  caseNumber: string;
  employeeName: string;
  /** The name on the employee record when it differs from the report's. */
  recordName: string | null;
  kind: PrivacyCaseKind;
  dateOfInjury: string;
};

/** 1904.29(b)(6): the confidential list of the log's privacy cases, with the names the log leaves out. */
export const loadPrivacyCases = async (
  db: pg.Pool,
  scope: OshaScope,
  timeZone: string,
): Promise<PrivacyCaseRow[]> =>
  (await loadLogRows(db, scope, timeZone)).flatMap((r) => {
    const kind = r.decision.privacyCase;
    if (kind === null) return [];
    const recordName = [r.names.first, r.names.last].filter(Boolean).join(' ');
    return [
      {
        incidentId: r.incidentId,
        caseNumber: r.caseNumber,
        employeeName: r.names.reported,
        recordName: recordName && recordName !== r.names.reported ? recordName : null,
        kind,
        dateOfInjury: r.dateOfInjury,
      },
    ];
  });

/** An establishment's employees and hours of the year as last set by the end of `asOf`. */
export const loadYearFigures = async (db: pg.Pool, scope: OshaScope, timeZone: string) => {
  const { rows } = await db.query(
    `SELECT annual_average_employees, total_hours_worked, peak_employees FROM osha_year_figures_history
      WHERE establishment_id = $1 AND year = $2 AND recorded_at < ${cutoff('$3', '$4')}
      ORDER BY version DESC LIMIT 1`,
    [scope.establishmentId, scope.year, scope.asOf, timeZone],
  );
  const r = rows[0];
  return r
    ? {
        annualAverageEmployees: Number(r.annual_average_employees),
        totalHoursWorked: Number(r.total_hours_worked),
        peakEmployees: r.peak_employees === null ? null : Number(r.peak_employees),
      }
    : null;
};

/** The admin's choice to add the year to the ITA files, as last set by the end of `asOf`. */
export const loadItaInclusion = async (
  db: pg.Pool,
  scope: OshaScope,
  timeZone: string,
): Promise<{ summary: boolean; cases: boolean } | null> => {
  const { rows } = await db.query(
    `SELECT summary, cases FROM osha_ita_inclusions
      WHERE establishment_id = $1 AND year = $2 AND recorded_at < ${cutoff('$3', '$4')}
      ORDER BY version DESC LIMIT 1`,
    [scope.establishmentId, scope.year, scope.asOf, timeZone],
  );
  const r = rows[0];
  return r ? { summary: r.summary as boolean, cases: r.cases as boolean } : null;
};

/** Every case on the log is recordable; the totals are the 300A's own (summarize300A). */
export const summarizeLogCases = (cases: readonly LogCase[], figures: EstablishmentYear | null) =>
  summarize300A(
    cases.map((c) => ({ ...c, recordable: true })),
    figures,
  );

export type SummaryContent = {
  summary: Osha300ASummary;
  sha256: string;
};

/** The sha256 a certification binds to: the canonical content of establishment, year and totals. */
export const summarySha256 = (
  establishment: OshaEstablishmentRow,
  year: number,
  summary: Osha300ASummary,
): string => {
  const { timeZone: _zone, ...identity } = establishment;
  const content = { establishment: identity, year, summary };
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
};

/** The 300A as of `asOf` and the sha256 of its canonical content (establishment, year, totals). */
export const loadSummary = async (
  db: pg.Pool,
  scope: OshaScope,
  establishment: OshaEstablishmentRow,
): Promise<SummaryContent> => {
  const [cases, figures] = await Promise.all([
    loadLogCases(db, scope, establishment.timeZone),
    loadYearFigures(db, scope, establishment.timeZone),
  ]);
  const summary = summarizeLogCases(cases, figures);
  return { summary, sha256: summarySha256(establishment, scope.year, summary) };
};

export type CertificationRow = {
  executiveName: string;
  executiveTitle: string;
  certifiedOn: string;
  certifiedByName: string;
  certifiedAt: string;
  meaning: string;
  timeZone: string;
  summarySha256: string;
};

/** The latest certification of the year recorded by the end of `asOf`. */
export const loadLatestCertification = async (
  db: pg.Pool,
  scope: OshaScope,
  timeZone: string,
): Promise<CertificationRow | null> => {
  const { rows } = await db.query(
    `SELECT executive_name, executive_title, certified_on::text AS certified_on, certified_by_name,
            recorded_at, summary_sha256, meaning, time_zone
       FROM osha_summary_certifications
      WHERE establishment_id = $1 AND year = $2 AND recorded_at < ${cutoff('$3', '$4')}
      ORDER BY version DESC LIMIT 1`,
    [scope.establishmentId, scope.year, scope.asOf, timeZone],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    executiveName: r.executive_name,
    executiveTitle: r.executive_title,
    certifiedOn: r.certified_on,
    certifiedByName: r.certified_by_name,
    certifiedAt: (r.recorded_at as Date).toISOString(),
    meaning: r.meaning,
    timeZone: r.time_zone,
    summarySha256: r.summary_sha256,
  };
};

export type CaseChange = {
  incidentId: string;
  caseNumber: string;
  kind: 'recorded' | 'reclassified' | 'days-updated' | 'moved-in' | 'moved-out' | 'set-aside' | 'reinstated';
  changed: string[];
  reason: string | null;
  decidedByName: string | null;
  recordedAt: string;
  /** For a move: the establishment the incident came from (moved-in) or went to (moved-out). */
  otherEstablishment: string | null;
};

const dayFields = new Set(['daysAway', 'daysRestricted']);

/**
 * Decisions recorded after the end of `since` on the incidents of the establishment's year (where
 * they are filed now), and the recordable cases of the year moved to or from it after that day, oldest
 * first: with the log as of `since`, they make the log of today.
 */
export const loadChangesSince = async (
  db: pg.Pool,
  scope: Omit<OshaScope, 'asOf'> & { since: string },
  timeZone: string,
): Promise<CaseChange[]> => {
  const { rows } = await db.query(
    `SELECT * FROM (
       SELECT h.incident_id, i.report_number, h.version, h.changed, h.reason, h.decided_by_name, h.recorded_at,
              NULL::text AS move, NULL::text AS other_name
         FROM osha_log_incidents i
         CROSS JOIN LATERAL ${placementAsOf('i.incident_id', "'infinity'::timestamptz")} p
         JOIN osha_case_history h ON h.incident_id = i.incident_id
        WHERE i.incident_date >= make_date($2, 1, 1) AND i.incident_date < make_date($2 + 1, 1, 1)
          AND p.establishment_id = $1 AND h.recorded_at >= ${cutoff('$3', '$4')}
       UNION ALL
       SELECT m.incident_id, i.report_number, m.version, ARRAY[]::text[], NULL, m.placed_by_name, m.recorded_at,
              CASE WHEN m.establishment_id = $1 THEN 'moved-in' ELSE 'moved-out' END,
              e.name
         FROM (SELECT p.*, lag(p.establishment_id) OVER w AS before, row_number() OVER w AS nth
                 FROM osha_incident_placements p WINDOW w AS (PARTITION BY p.incident_id ORDER BY p.version)) m
         JOIN osha_log_incidents i ON i.incident_id = m.incident_id
         LEFT JOIN establishments e
           ON e.id = CASE WHEN m.establishment_id = $1 THEN m.before ELSE m.establishment_id END
        WHERE i.incident_date >= make_date($2, 1, 1) AND i.incident_date < make_date($2 + 1, 1, 1)
          AND m.recorded_at >= ${cutoff('$3', '$4')} AND m.nth > 1
          AND m.establishment_id IS DISTINCT FROM m.before
          AND (m.establishment_id = $1 OR m.before = $1)
          AND EXISTS (SELECT 1 FROM osha_case_history r
                       WHERE r.incident_id = m.incident_id AND (r.decision->>'recordable')::boolean)
       UNION ALL
       SELECT x.incident_id, i.report_number, x.version, ARRAY[]::text[],
              CASE WHEN x.disposition = 'duplicate' THEN 'Marked as a duplicate. ' WHEN x.disposition = 'void' THEN 'Marked void. ' ELSE '' END
                || x.reason,
              x.marked_by_name, x.recorded_at,
              CASE WHEN x.disposition IS NULL THEN 'reinstated' ELSE 'set-aside' END, NULL
         FROM osha_incident_dispositions x
         JOIN osha_log_incidents i ON i.incident_id = x.incident_id
         CROSS JOIN LATERAL ${placementAsOf('i.incident_id', "'infinity'::timestamptz")} p
        WHERE i.incident_date >= make_date($2, 1, 1) AND i.incident_date < make_date($2 + 1, 1, 1)
          AND p.establishment_id = $1 AND x.recorded_at >= ${cutoff('$3', '$4')}
          AND EXISTS (SELECT 1 FROM osha_case_history r
                       WHERE r.incident_id = x.incident_id AND (r.decision->>'recordable')::boolean)
     ) c
      ORDER BY c.recorded_at, c.report_number
      LIMIT 500`,
    [scope.establishmentId, scope.year, scope.since, timeZone],
  );
  return rows.map((r) => {
    const changed = r.changed as string[];
    return {
      incidentId: r.incident_id,
      caseNumber: r.report_number,
      kind:
        r.move !== null
          ? r.move
          : Number(r.version) === 1
            ? 'recorded'
            : changed.every((field) => dayFields.has(field))
              ? 'days-updated'
              : 'reclassified',
      changed,
      reason: r.reason,
      decidedByName: r.decided_by_name,
      recordedAt: (r.recorded_at as Date).toISOString(),
      otherEstablishment: r.other_name,
    };
  });
};

/** 1904.33: the log, the summary and the 301s are kept five years after the year they cover. */
export const RETAINED_YEARS = 5;

export const retentionProblemOf = (year: number, currentYear: number): string | null => {
  if (year > currentYear) return `${year} has not begun: there are no OSHA records for it yet.`;
  if (year < currentYear - RETAINED_YEARS)
    return `OSHA records are kept for the ${RETAINED_YEARS} years after the year they cover (29 CFR 1904.33); ${year} is no longer retained.`;
  return null;
};
