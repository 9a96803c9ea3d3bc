import type { EstablishmentYear, Osha300ASummary } from './osha-summary.ts';
import { mentionsName, withoutNames } from './privacy-case.ts';
import type { RecordkeepingDecision } from './recordkeeping.decision.ts';

/*
 * OSHA Injury Tracking Application (ITA) file upload: the "establishment and 300A summary" CSV and
 * the "300/301 case data" CSV, with the columns, codes and checks of OSHA's data dictionaries.
 * Sources: https://www.osha.gov/injuryreporting/ita (the ITA and its CSV templates), as transcribed in
 * https://support.aclaimant.com/hc/en-us/articles/30742728333083-OSHA-ITA-Data-Requirements and
 * https://developer.safetyculture.com/reference/oshaservice_createcase
 */

export const itaSummaryColumns = [
  'establishment_name',
  'ein',
  'company_name',
  'street_address',
  'city',
  'state',
  'zip',
  'naics_code',
  'industry_description',
  'size',
  'establishment_type',
  'year_filing_for',
  'annual_average_employees',
  'total_hours_worked',
  'no_injuries_illnesses',
  'total_deaths',
  'total_dafw_cases',
  'total_djtr_cases',
  'total_other_cases',
  'total_dafw_days',
  'total_djtr_days',
  'total_injuries',
  'total_skin_disorders',
  'total_respiratory_conditions',
  'total_poisonings',
  'total_hearing_loss',
  'total_other_illnesses',
  'change_reason',
] as const;
export type ItaSummaryColumn = (typeof itaSummaryColumns)[number];

export const itaCaseColumns = [
  'establishment_name',
  'year_of_filing',
  'case_number',
  'job_title',
  'date_of_incident',
  'incident_location',
  'incident_description',
  'incident_outcome',
  'dafw_num_away',
  'djtr_num_tr',
  'type_of_incident',
  'date_of_birth',
  'date_of_hire',
  'sex',
  'treatment_facility_type',
  'treatment_in_patient',
  'time_started_work',
  'time_of_incident',
  'time_unknown',
  'nar_before_incident',
  'nar_what_happened',
  'nar_injury_illness',
  'nar_object_substance',
  'date_of_death',
] as const;
export type ItaCaseColumn = (typeof itaCaseColumns)[number];

export type ItaSummaryRow = Record<ItaSummaryColumn, string>;
export type ItaCaseRow = Record<ItaCaseColumn, string>;

/** Which of the two ITA files a row belongs to. */
export const itaRowKinds = ['establishment', 'case'] as const;
export type ItaRowKind = (typeof itaRowKinds)[number];

/** One thing OSHA would reject, named by the column it would reject and where to fix it. */
export type ItaProblem = {
  kind: ItaRowKind;
  /** The establishment's or the incident's id. */
  id: string;
  /** The establishment's name or the case number. */
  label: string;
  field: ItaSummaryColumn | ItaCaseColumn;
  reason: string;
};

export type ItaEstablishment = {
  id: string;
  name: string;
  company: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  naicsCode: string;
  industryDescription: string;
  ein: string | null;
  /** The filing year's figures; null when none were entered. */
  figures: EstablishmentYear | null;
  summary: Osha300ASummary;
};

export type ItaCase = {
  incidentId: string;
  establishmentId: string | null;
  establishmentName: string | null;
  reportNumber: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, null when not known. */
  time: string | null;
  location: string;
  employeeName: string;
  /** The person's names as the employee record has them (first, last), when the report links one. */
  recordNames?: readonly (string | null)[];
  decision: RecordkeepingDecision;
};

/** ITA size codes: 1 under 20, 21 for 20-99, 22 for 100-249, 3 for 250 or more employees. */
export const itaSizeCode = (employees: number): string =>
  employees < 20 ? '1' : employees < 100 ? '21' : employees < 250 ? '22' : '3';

const outcomeCodes = {
  death: '1',
  'days-away': '2',
  'job-transfer-restriction': '3',
  'other-recordable': '4',
};
const typeCodes = {
  injury: '1',
  'skin-disorder': '2',
  'respiratory-condition': '3',
  poisoning: '4',
  'hearing-loss': '5',
  'other-illness': '6',
};
/** A private company: OSHA's code 1, "not a government entity" (2 and 3 are state and local government). */
const NOT_GOVERNMENT = '1';
/** A year has at most 8,784 hours: more per average employee is a typing error OSHA refuses. */
const MAX_HOURS_PER_EMPLOYEE = 8_784;

/** YYYY-MM-DD to the dictionary's MM/DD/YYYY. */
export const itaDate = (iso: string | null): string => {
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};

const code = (n: number): string => String(n);
const yesNo = (b: boolean): string => (b ? '1' : '0');

/** Form 301 item 16: what the injury or illness was and the part of the body ("Laceration, left index finger"). */
export const injuryOrIllness = (d: RecordkeepingDecision): string =>
  [d.natureOfInjury, d.bodyPart].filter(Boolean).join(', ');

/** Form 300 column F: the injury or illness, the body part and what caused it ("...; box cutter"). */
export const caseDescription = (d: RecordkeepingDecision): string =>
  [injuryOrIllness(d), d.objectOrSubstance].filter(Boolean).join('; ');

/** Every way the records write the person of a case: the report's name and the employee record's. */
const namesOf = (c: ItaCase) => [c.employeeName, ...(c.recordNames ?? [])];

/**
 * The case's text as OSHA's files carry it: for a privacy case without any part of the person's name
 * (1904.29(b)(9)), and its neutral description in place of the words that describe the injury.
 */
const publicText = (c: ItaCase) => {
  const d = c.decision;
  if (d.privacyCase === null) return { text: (value: string) => value, described: (value: string) => value };
  const names = namesOf(c);
  const text = (value: string) => withoutNames(value, names);
  return { text, described: (value: string) => d.neutralDescription ?? text(value) };
};

export const summaryRow = (e: ItaEstablishment, year: number): ItaSummaryRow => {
  const s = e.summary;
  const cases = s.total_deaths + s.total_dafw_cases + s.total_djtr_cases + s.total_other_cases;
  return {
    establishment_name: e.name,
    ein: e.ein ?? '',
    company_name: e.company,
    street_address: e.streetAddress,
    city: e.city,
    state: e.state,
    zip: e.zip.replace('-', ''),
    naics_code: e.naicsCode,
    industry_description: e.industryDescription,
    // The size is the most employees at any time (1904.41(a)); the average is its own column.
    size: e.figures ? itaSizeCode(e.figures.peakEmployees ?? e.figures.annualAverageEmployees) : '',
    establishment_type: NOT_GOVERNMENT,
    year_filing_for: code(year),
    annual_average_employees: e.figures ? code(e.figures.annualAverageEmployees) : '',
    total_hours_worked: e.figures ? code(e.figures.totalHoursWorked) : '',
    // 1: the establishment had recordable cases this year; 2: it had none.
    no_injuries_illnesses: cases > 0 ? '1' : '2',
    total_deaths: code(s.total_deaths),
    total_dafw_cases: code(s.total_dafw_cases),
    total_djtr_cases: code(s.total_djtr_cases),
    total_other_cases: code(s.total_other_cases),
    total_dafw_days: code(s.total_dafw_days),
    total_djtr_days: code(s.total_djtr_days),
    total_injuries: code(s.total_injuries),
    total_skin_disorders: code(s.total_skin_disorders),
    total_respiratory_conditions: code(s.total_respiratory_conditions),
    total_poisonings: code(s.total_poisonings),
    total_hearing_loss: code(s.total_hearing_loss),
    total_other_illnesses: code(s.total_other_illnesses),
    change_reason: '',
  };
};

export const caseRow = (c: ItaCase, year: number): ItaCaseRow => {
  const d = c.decision;
  const { text, described } = publicText(c);
  return {
    establishment_name: c.establishmentName ?? '',
    year_of_filing: code(year),
    case_number: c.reportNumber,
    job_title: text(d.jobTitle ?? ''),
    date_of_incident: itaDate(c.date),
    incident_location: text(c.location),
    incident_description: described(caseDescription(d)),
    incident_outcome: d.outcome ? outcomeCodes[d.outcome] : '',
    dafw_num_away: code(d.daysAway),
    djtr_num_tr: code(d.daysRestricted),
    type_of_incident: d.caseType ? typeCodes[d.caseType] : '',
    date_of_birth: itaDate(d.employeeDateOfBirth),
    date_of_hire: itaDate(d.employeeDateHired),
    sex: d.employeeSex === 'male' ? 'M' : d.employeeSex === 'female' ? 'F' : '',
    treatment_facility_type: yesNo(d.treatedInEmergencyRoom),
    treatment_in_patient: yesNo(d.hospitalizedOvernight),
    time_started_work: d.timeBeganWork ?? '',
    time_of_incident: c.time ?? '',
    time_unknown: c.time ? '0' : '1',
    nar_before_incident: text(d.activityBefore ?? ''),
    nar_what_happened: described(d.whatHappened ?? ''),
    nar_injury_illness: described(injuryOrIllness(d)),
    nar_object_substance: text(d.objectOrSubstance ?? ''),
    date_of_death: itaDate(d.dateOfDeath),
  };
};

type Rule<Row> = { field: keyof Row & string; required?: boolean; max?: number; pattern?: [RegExp, string] };

const summaryRules: Rule<ItaSummaryRow>[] = [
  { field: 'establishment_name', required: true, max: 100 },
  // 1904.41(b)(9) and (b)(10): the EIN and the company name are part of every submission.
  { field: 'ein', required: true, pattern: [/^\d{9}$/, 'Enter the 9-digit EIN, e.g. 12-3456789'] },
  { field: 'company_name', required: true, max: 100 },
  { field: 'street_address', required: true, max: 100 },
  { field: 'city', required: true, max: 100 },
  { field: 'state', required: true, pattern: [/^[A-Z]{2}$/, 'Enter the 2-letter postal code'] },
  { field: 'zip', required: true, pattern: [/^(\d{5}|\d{9})$/, 'Enter 5 or 9 digits'] },
  { field: 'naics_code', required: true, pattern: [/^\d{6}$/, 'Enter the 6-digit NAICS code'] },
  { field: 'industry_description', max: 300 },
  { field: 'size', required: true },
  { field: 'annual_average_employees', required: true },
  { field: 'total_hours_worked', required: true },
];

const caseRules: Rule<ItaCaseRow>[] = [
  { field: 'establishment_name', required: true, max: 100 },
  { field: 'case_number', required: true, max: 100 },
  { field: 'job_title', required: true, max: 100 },
  { field: 'date_of_incident', required: true },
  { field: 'incident_location', required: true, max: 100 },
  { field: 'incident_description', required: true, max: 200 },
  { field: 'incident_outcome', required: true },
  { field: 'type_of_incident', required: true },
  { field: 'nar_before_incident', required: true, max: 1000 },
  { field: 'nar_what_happened', required: true, max: 1000 },
  { field: 'nar_injury_illness', required: true, max: 1000 },
  { field: 'nar_object_substance', required: true, max: 1000 },
  { field: 'time_started_work', pattern: [/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'Enter HH:MM'] },
  { field: 'time_of_incident', pattern: [/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'Enter HH:MM'] },
];

const applyRules = <Row extends Record<string, string>>(
  row: Row,
  rules: Rule<Row>[],
  problem: (field: keyof Row & string, reason: string) => ItaProblem,
): ItaProblem[] =>
  rules.flatMap(({ field, required, max, pattern }) => {
    const value = row[field] ?? '';
    if (value === '') return required ? [problem(field, 'Required')] : [];
    if (max !== undefined && value.length > max) return [problem(field, `At most ${max} characters`)];
    if (pattern && !pattern[0].test(value)) return [problem(field, pattern[1])];
    return [];
  });

export const summaryProblems = (e: ItaEstablishment, row: ItaSummaryRow): ItaProblem[] => {
  const problem = (field: ItaSummaryColumn, reason: string): ItaProblem => ({
    kind: 'establishment',
    id: e.id,
    label: e.name,
    field,
    reason,
  });
  const found = applyRules(row, summaryRules, problem);
  if (e.figures && e.figures.annualAverageEmployees < 1)
    found.push(problem('annual_average_employees', 'Must be at least 1'));
  if (e.figures && e.figures.totalHoursWorked < 1)
    found.push(problem('total_hours_worked', 'Must be at least 1'));
  if (
    e.figures &&
    e.figures.annualAverageEmployees > 0 &&
    e.figures.totalHoursWorked / e.figures.annualAverageEmployees > MAX_HOURS_PER_EMPLOYEE
  )
    found.push(problem('total_hours_worked', 'More hours per employee than a year has'));
  const s = e.summary;
  const byOutcome = s.total_deaths + s.total_dafw_cases + s.total_djtr_cases + s.total_other_cases;
  const byType =
    s.total_injuries +
    s.total_skin_disorders +
    s.total_respiratory_conditions +
    s.total_poisonings +
    s.total_hearing_loss +
    s.total_other_illnesses;
  if (byOutcome !== byType)
    found.push(problem('total_injuries', `The case types add up to ${byType}, the outcomes to ${byOutcome}`));
  return found;
};

/** Every free-text column of a case row: none may carry the employee's name. */
const freeText: ItaCaseColumn[] = [
  'job_title',
  'incident_location',
  'incident_description',
  'nar_before_incident',
  'nar_what_happened',
  'nar_injury_illness',
  'nar_object_substance',
];

const mentions = (text: string, name: string): boolean => {
  const n = name.trim().toLowerCase();
  return n.length > 1 && text.toLowerCase().includes(n);
};

/** The case's own words, before any is taken out, name the person (1904.29(b)(10) asks for other words). */
const privateTextNamesPerson = (c: ItaCase): boolean => {
  const d = c.decision;
  const own = [
    c.location,
    d.jobTitle,
    d.activityBefore,
    d.whatHappened,
    d.natureOfInjury,
    d.bodyPart,
    d.objectOrSubstance,
  ];
  return own.some((value) => value !== null && mentionsName(value, namesOf(c)));
};

export const caseProblems = (c: ItaCase, row: ItaCaseRow): ItaProblem[] => {
  const problem = (field: ItaCaseColumn, reason: string): ItaProblem => ({
    kind: 'case',
    id: c.incidentId,
    label: c.reportNumber,
    field,
    reason,
  });
  const found = applyRules(row, caseRules, problem).map((p) =>
    p.field === 'establishment_name' && c.establishmentId === null
      ? { ...p, reason: 'File the incident under an establishment' }
      : p,
  );
  const d = c.decision;
  if (d.outcome === 'days-away' && d.daysAway < 1)
    found.push(problem('dafw_num_away', 'A days-away case counts at least one day'));
  if (d.outcome === 'job-transfer-restriction' && d.daysRestricted < 1)
    found.push(problem('djtr_num_tr', 'A job transfer or restriction case counts at least one day'));
  if (d.outcome === 'death' && !d.dateOfDeath) found.push(problem('date_of_death', 'Required'));
  // The dictionary has no name column and OSHA publishes the narratives: a name there would leak.
  for (const field of freeText)
    if (mentions(row[field], c.employeeName))
      found.push(problem(field, "Names the employee; OSHA's case data must not"));
  if (d.privacyCase !== null && d.neutralDescription === null && privateTextNamesPerson(c))
    found.push(
      problem(
        'incident_description',
        'A privacy case whose text names the employee needs a neutral description for the log',
      ),
    );
  return found;
};
