import {
  ContributingFactor,
  IncidentType,
  InvolvedKind,
  Severity,
  type InvolvedPerson,
  type ReportIncidentBody,
} from '@hs/contracts';
import { currentTime, todayIsoDate } from '@/lib/dates';

/** What the form holds: text fields stay strings while editing, empty meaning "not given". */
export interface ReportFormValues {
  type: IncidentType;
  severity: Severity;
  date: string;
  time: string;
  location: string;
  description: string;
  /** Who was involved: the reporter, an employee picked from the list, or a named non-employee. */
  involvedKind: InvolvedKind;
  involvedEmployeeId: string;
  /** The picked employee's name as the list showed it, so a restored draft can say who it was. */
  involvedEmployeeName: string;
  nonEmployeeName: string;
  nonEmployeeOrganisation: string;
  injuryOccurred: boolean;
  illnessOccurred: boolean;
  medicalAttentionRequired: boolean;
  propertyDamage: boolean;
  environmentalImpact: boolean;
  workRelated: boolean;
  contributingFactors: ContributingFactor[];
  rootCauseAnalysis: string;
  immediateActionsTaken: string;
  preventiveMeasures: string;
  witnessName: string;
  requiresInvestigation: boolean;
  regulatoryReporting: boolean;
  insuranceNotification: boolean;
  /** Empty until chosen; the form preselects the reporter's (use-incident-report-form.ts). */
  establishmentId: string;
}

/** The form's defaults (docs/product.md): near-miss, Low, today's date and time, work related. */
export const defaultReportValues = (now: Date = new Date()): ReportFormValues => ({
  type: 'near-miss',
  severity: 'Low',
  date: todayIsoDate(now),
  time: currentTime(now),
  location: '',
  description: '',
  involvedKind: 'reporter',
  involvedEmployeeId: '',
  involvedEmployeeName: '',
  nonEmployeeName: '',
  nonEmployeeOrganisation: '',
  injuryOccurred: false,
  illnessOccurred: false,
  medicalAttentionRequired: false,
  propertyDamage: false,
  environmentalImpact: false,
  workRelated: true,
  contributingFactors: [],
  rootCauseAnalysis: '',
  immediateActionsTaken: '',
  preventiveMeasures: '',
  witnessName: '',
  requiresInvestigation: false,
  regulatoryReporting: false,
  insuranceNotification: false,
  establishmentId: '',
});

/** The fields the form itself requires, with one message for all. */
export const requiredTexts = (values: ReportFormValues) =>
  ({
    location: values.location,
    description: values.description,
    ...(values.involvedKind === 'non-employee'
      ? { nonEmployeeName: values.nonEmployeeName, nonEmployeeOrganisation: values.nonEmployeeOrganisation }
      : {}),
  }) satisfies Partial<Record<keyof ReportFormValues, string>>;

export const isMissingRequired = (values: ReportFormValues): boolean =>
  Object.values(requiredTexts(values)).some((value) => value.trim() === '');

const optional = (value: string): string | null => value.trim() || null;

const involvedOf = (values: ReportFormValues): InvolvedPerson => {
  switch (values.involvedKind) {
    case 'reporter':
      return { kind: 'reporter' };
    case 'employee':
      return { kind: 'employee', employeeId: values.involvedEmployeeId };
    case 'non-employee':
      return {
        kind: 'non-employee',
        name: values.nonEmployeeName.trim(),
        organisation: values.nonEmployeeOrganisation.trim(),
      };
  }
};

/** The POST body: every field of the form, nothing the server assigns. */
export const toReportBody = (values: ReportFormValues): ReportIncidentBody => ({
  type: values.type,
  severity: values.severity,
  date: values.date,
  time: values.time || null,
  location: values.location.trim(),
  description: values.description.trim(),
  involved: involvedOf(values),
  injuryOccurred: values.injuryOccurred,
  illnessOccurred: values.illnessOccurred,
  medicalAttentionRequired: values.medicalAttentionRequired,
  propertyDamage: values.propertyDamage,
  environmentalImpact: values.environmentalImpact,
  workRelated: values.workRelated,
  contributingFactors: values.contributingFactors,
  witnessName: optional(values.witnessName),
  immediateActionsTaken: optional(values.immediateActionsTaken),
  preventiveMeasures: optional(values.preventiveMeasures),
  rootCauseAnalysis: optional(values.rootCauseAnalysis),
  requiresInvestigation: values.requiresInvestigation,
  regulatoryReporting: values.regulatoryReporting,
  insuranceNotification: values.insuranceNotification,
  establishmentId: values.establishmentId || null,
});

/**
 * Rebuilds form values from untrusted stored JSON (an older app version may have written it):
 * fields of the wrong type or outside the vocabularies fall back to the defaults.
 */
export const sanitizeReportValues = (stored: unknown): ReportFormValues | null => {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Record<string, unknown>;
  const result = defaultReportValues();
  const target = result as unknown as Record<string, unknown>;
  for (const key of Object.keys(result)) {
    const value = record[key];
    if (typeof value === typeof target[key] && !Array.isArray(target[key])) target[key] = value;
  }
  // The loop above copied any string: a value outside its vocabulary goes back to the default.
  const defaults = defaultReportValues();
  result.type = IncidentType.safeParse(record.type).data ?? defaults.type;
  result.severity = Severity.safeParse(record.severity).data ?? defaults.severity;
  result.involvedKind = InvolvedKind.safeParse(record.involvedKind).data ?? defaults.involvedKind;
  if (Array.isArray(record.contributingFactors)) {
    result.contributingFactors = [
      ...new Set(record.contributingFactors.flatMap((f) => ContributingFactor.safeParse(f).data ?? [])),
    ];
  }
  return result;
};
