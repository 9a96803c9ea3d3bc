import {
  DomainError,
  incidentDepartments,
  incidentStreamId,
  recordkeepingDecider,
  recordkeepingStreamId,
  type IncidentFacts,
  type IncidentOwnership,
  type IncidentReported,
  type RecordkeepingEvent,
} from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';

/**
 * What an investigation needs of its incident, from the incident's first event and its latest
 * recording decision: who owns it (for access) and what sets its due time and close gate.
 */
export const loadIncidentFacts = async (
  store: EventStore,
  incidentId: string,
): Promise<{ facts: IncidentFacts; ownership: IncidentOwnership }> => {
  const [[first], decisions] = await Promise.all([
    store.readStream(incidentStreamId(incidentId), { toVersion: 1 }),
    store.readStream(recordkeepingStreamId(incidentId)),
  ]);
  if (!first) throw new DomainError('IncidentNotFound');
  const report = first.data as IncidentReported['data'];
  const { decision } = decisions.reduce(
    (s, e) => recordkeepingDecider.evolve(s, { type: e.type, data: e.data } as RecordkeepingEvent),
    recordkeepingDecider.initialState,
  );
  // 1904.39: a death, an in-patient hospitalisation, an amputation or the loss of an eye.
  const reportableToOsha =
    decision !== null &&
    (decision.outcome === 'death' || decision.hospitalizedOvernight || decision.amputationOrLossOfEye);
  return {
    facts: {
      type: report.type,
      severity: report.severity,
      recordable: decision?.recordable ?? false,
      reportableToOsha,
    },
    ownership: {
      reportedBy: report.reportedBy,
      departments: incidentDepartments(report.employeeDepartment, report.reporterDepartment),
      supervisorIds: (report.supervisors ?? []).map((s) => s.id),
    },
  };
};
