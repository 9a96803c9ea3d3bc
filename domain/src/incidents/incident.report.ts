import type { ContributingFactor, IncidentType, Severity } from './incident.vocabulary.ts';

/**
 * Every field of the Safety Incident Report form, including those the original client never sent
 * (data entered must not be lost). Report number, reporter and status are not here: the server
 * assigns them.
 */
export type IncidentReport = {
  type: IncidentType;
  severity: Severity;
  location: string;
  date: string;
  time: string | null;
  description: string;
  employeeName: string;
  employeeId: string | null;
  employeeDepartment: string | null;
  employeePosition: string | null;
  employeeSupervisor: string | null;
  injuryOccurred: boolean;
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

/** The three required fields, in the order the form's one message names them. */
export const requiredReportFields = ['location', 'description', 'employeeName'] as const;
