import type { IncidentDetail } from '@hs/contracts';

/** Display names of the stored fields, for the "changed since" notes of time travel. */
export const incidentFieldLabels: Partial<Record<keyof IncidentDetail, string>> = {
  reportNumber: 'Report Number',
  status: 'Status',
  severity: 'Severity',
  type: 'Type',
  date: 'Date',
  time: 'Time',
  location: 'Location',
  description: 'Description',
  employeeName: 'Employee Name',
  employeeId: 'Employee ID',
  employeeDepartment: 'Department',
  employeePosition: 'Position',
  employeeSupervisor: 'Supervisor',
  injuryOccurred: 'Injury Occurred',
  illnessOccurred: 'Illness Occurred',
  medicalAttentionRequired: 'Medical Attention Required',
  propertyDamage: 'Property Damage',
  environmentalImpact: 'Environmental Impact',
  workRelated: 'Work Related',
  contributingFactors: 'Contributing Factors',
  rootCauseAnalysis: 'Root Cause Analysis',
  immediateActionsTaken: 'Immediate Actions Taken',
  preventiveMeasures: 'Preventive Measures',
  witnessName: 'Witnesses',
  requiresInvestigation: 'Requires Investigation',
  regulatoryReporting: 'Regulatory Reporting',
  insuranceNotification: 'Insurance Notification',
  establishmentId: 'Establishment',
  createdAt: 'Reported',
  reportedBy: 'Reported By',
};

/** "status" -> "Status"; a field the app does not know yet keeps its stored name. */
export const incidentFieldLabel = (field: string): string =>
  incidentFieldLabels[field as keyof IncidentDetail] ?? field;
