import type { ContributingFactor, IncidentType, InvolvedKind, Severity } from './incident.vocabulary.ts';

/**
 * Every field of the Safety Incident Report form as stored on IncidentReported, including those
 * the original client never sent (data entered must not be lost). Report number, reporter and
 * status are not here: the server assigns them. The employee fields were typed by the reporter on
 * reports made before the people came from the records; they are read from the records now.
 */
export type IncidentReport = IncidentReportForm & InvolvedEmployeeFields;

/** The employee the report is about, as the stored report names them. */
export type InvolvedEmployeeFields = {
  employeeName: string;
  employeeId: string | null;
  employeeDepartment: string | null;
  employeePosition: string | null;
  employeeSupervisor: string | null;
};

/** What the reporter fills in: everything but the people, whom the server reads from the records. */
export type IncidentReportForm = {
  type: IncidentType;
  severity: Severity;
  location: string;
  date: string;
  time: string | null;
  description: string;
  injuryOccurred: boolean;
  /** A work-related sickness or condition (1904.29(b)(3) covers illnesses too); absent on older reports. */
  illnessOccurred?: boolean;
  medicalAttentionRequired: boolean;
  propertyDamage: boolean;
  environmentalImpact: boolean;
  workRelated: boolean;
  contributingFactors: ContributingFactor[];
  witnessName: string | null;
  immediateActionsTaken: string | null;
  preventiveMeasures: string | null;
  rootCauseAnalysis: string | null;
  requiresInvestigation: boolean;
  regulatoryReporting: boolean;
  insuranceNotification: boolean;
  /** Where it happened (OSHA 1904.30); absent on reports from clients that predate establishments. */
  establishmentId?: string | null;
};

/** A supervisor told of a report: the one on the person's record, else their department's. */
export type ToldSupervisor = { id: string; name: string };

/**
 * The people of a report, read by the server from the employee records when it is made. Reports
 * made before that carry only the typed employee fields and, later, the reporter's department.
 */
export type ReportPeople = InvolvedEmployeeFields & {
  reporterDepartment: string | null;
  involvedKind?: InvolvedKind;
  /** The organisation of someone not employed here (contractor, visitor). */
  employeeOrganisation?: string | null;
  reporterName?: string | null;
  /** Who was told and reviews it: the supervisors of the person involved and of the reporter. */
  supervisors?: ToldSupervisor[];
};

/** The three required fields, in the order the form's one message names them. */
export const requiredReportFields = ['location', 'description', 'employeeName'] as const;
