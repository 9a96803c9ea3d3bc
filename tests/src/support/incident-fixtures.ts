import type { InvolvedPerson, ReportIncidentInput } from '@hs/contracts';
import type { IncidentReported, ReportPeople } from '@hs/domain';

/**
 * A complete, valid report as the form sends it. The people come from the signed-in reporter's
 * record; `involved` says who it is about (the reporter unless told otherwise).
 */
export const validReport = (overrides: Partial<ReportIncidentInput> = {}): ReportIncidentInput => ({
  type: 'near-miss',
  severity: 'Medium',
  location: 'Loading dock 3',
  date: '2026-11-20',
  time: '09:15',
  description: 'A pallet slid off the forklift forks while turning; nobody was hit.',
  involved: { kind: 'reporter' },
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

/** A report about someone not employed here, named as the form's third choice names them. */
export const aboutNonEmployee = (
  name: string,
  organisation = 'Acme Contracting',
): Partial<ReportIncidentInput> => ({
  involved: { kind: 'non-employee', name, organisation } satisfies InvolvedPerson,
});

/** A report about another employee, picked by the id of their record. */
export const aboutEmployee = (employeeId: string): Partial<ReportIncidentInput> => ({
  involved: { kind: 'employee', employeeId },
});

/** The people of a report as the command API reads them from the records, for events tests append. */
export const recordedPeople = (overrides: Partial<ReportPeople> = {}): ReportPeople => ({
  involvedKind: 'reporter',
  employeeName: 'Maria Santos',
  employeeId: null,
  employeeDepartment: 'Logistics',
  employeePosition: 'Forklift operator',
  employeeSupervisor: 'Tom Becker',
  employeeOrganisation: null,
  reporterName: 'Maria Santos',
  reporterDepartment: 'Logistics',
  supervisors: [],
  ...overrides,
});

/** An IncidentReported event's data as the command API stores it, for tests that append it themselves. */
export const reportedEventData = (event: {
  incidentId: string;
  reportNumber: string;
  reportedAt: string;
  report?: Partial<ReportIncidentInput>;
  people?: Partial<ReportPeople>;
}): IncidentReported['data'] => {
  const { involved: _involved, ...form } = validReport(event.report);
  return {
    ...(form as Omit<
      IncidentReported['data'],
      keyof ReportPeople | 'incidentId' | 'reportNumber' | 'reportedBy' | 'reportedAt'
    >),
    ...recordedPeople(event.people),
    incidentId: event.incidentId,
    reportNumber: event.reportNumber,
    reportedBy: null,
    reportedAt: event.reportedAt,
  };
};
