import type { ReportIncidentInput } from '@hs/contracts';
import type { IncidentReported } from '@hs/domain';

/** A complete, valid report as the form sends it. */
export const validReport = (overrides: Partial<ReportIncidentInput> = {}): ReportIncidentInput => ({
  type: 'near-miss',
  severity: 'Medium',
  location: 'Loading dock 3',
  date: '2026-11-20',
  time: '09:15',
  description: 'A pallet slid off the forklift forks while turning; nobody was hit.',
  employeeName: 'Maria Santos',
  employeeId: 'E-1042',
  employeeDepartment: 'Logistics',
  employeePosition: 'Forklift operator',
  employeeSupervisor: 'Tom Becker',
  injuryOccurred: false,
  medicalAttentionRequired: false,
  propertyDamage: true,
  environmentalImpact: false,
  workRelated: true,
  contributingFactors: ['Time pressure', 'Procedural issues'],
  witnessName: 'Ahmed Khan',
  immediateActionsTaken: 'Area cordoned off, load re-stacked.',
  preventiveMeasures: 'Refresher on load securing.',
  rootCauseAnalysis: 'Load not strapped.',
  requiresInvestigation: true,
  regulatoryReporting: false,
  insuranceNotification: false,
  ...overrides,
});

/** An IncidentReported event's data as the command API stores it, for tests that append it themselves. */
export const reportedEventData = (event: {
  incidentId: string;
  reportNumber: string;
  reportedAt: string;
  report?: Partial<ReportIncidentInput>;
}): IncidentReported['data'] => ({
  ...(validReport(event.report) as Omit<
    IncidentReported['data'],
    'incidentId' | 'reportNumber' | 'reportedBy' | 'reportedAt'
  >),
  incidentId: event.incidentId,
  reportNumber: event.reportNumber,
  reportedBy: null,
  reportedAt: event.reportedAt,
});
