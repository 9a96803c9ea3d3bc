import { ContributingFactor, IncidentType, Severity, type ReportIncidentBody } from '@hs/contracts';
import { currentTime, todayIsoDate } from '@/lib/dates';

/** What the form holds: text fields stay strings while editing, empty meaning "not given". */
export interface ReportFormValues {
  type: IncidentType;
  severity: Severity;
  date: string;
  time: string;
  location: string;
  description: string;
  employeeName: string;
  employeeId: string;
  employeeDepartment: string;
  employeePosition: string;
  employeeSupervisor: string;
  injuryOccurred: boolean;
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
  employeeName: '',
  employeeId: '',
  employeeDepartment: '',
  employeePosition: '',
  employeeSupervisor: '',
  injuryOccurred: false,
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

/** These three are checked by the form itself, with one message for all. */
export const isMissingRequired = (values: ReportFormValues): boolean =>
  [values.location, values.description, values.employeeName].some((value) => value.trim() === '');

const optional = (value: string): string | null => value.trim() || null;

/** The POST body: every field of the form, nothing the server assigns. */
export const toReportBody = (values: ReportFormValues): ReportIncidentBody => ({
  type: values.type,
  severity: values.severity,
  date: values.date,
  time: values.time || null,
  location: values.location.trim(),
  description: values.description.trim(),
  employeeName: values.employeeName.trim(),
  employeeId: optional(values.employeeId),
  employeeDepartment: optional(values.employeeDepartment),
  employeePosition: optional(values.employeePosition),
  employeeSupervisor: optional(values.employeeSupervisor),
  injuryOccurred: values.injuryOccurred,
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
  result.type = IncidentType.safeParse(record.type).data ?? result.type;
  result.severity = Severity.safeParse(record.severity).data ?? result.severity;
  if (Array.isArray(record.contributingFactors)) {
    result.contributingFactors = [
      ...new Set(record.contributingFactors.flatMap((f) => ContributingFactor.safeParse(f).data ?? [])),
    ];
  }
  return result;
};
