import {
  DomainError,
  incidentDepartments,
  incidentStreamId,
  mayCommentOnIncident,
  reviewsIncident,
  statusesAllowedTo,
  type IncidentReported,
  type IncidentStatus,
  type IncidentViewer,
} from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyRequest } from 'fastify';
import { loadEmployee } from '../employees/employee-repository.ts';

/** The signed-in user's department, from their stream (authoritative: a move shows at once). */
export const departmentOf = async (store: EventStore, userId: string | null): Promise<string | null> => {
  if (!userId) return null;
  const { state } = await loadEmployee(store, userId);
  return state.status === 'none' ? null : state.profile.department;
};

export const viewerOf = async (store: EventStore, request: FastifyRequest): Promise<IncidentViewer> => ({
  userId: request.user!.userId,
  role: request.user!.role,
  department: await departmentOf(store, request.user!.userId),
});

/** Who reported the incident and the departments it belongs to, from its first event. */
const ownershipOf = async (store: EventStore, incidentId: string) => {
  const [first] = await store.readStream(incidentStreamId(incidentId), { toVersion: 1 });
  if (!first) throw new DomainError('IncidentNotFound');
  const report = first.data as IncidentReported['data'];
  return {
    reportedBy: report.reportedBy,
    departments: incidentDepartments(report.employeeDepartment, report.reporterDepartment),
    supervisorIds: (report.supervisors ?? []).map((s) => s.id),
  };
};

const forbidden = (detail: string) => new HttpProblem(403, 'Forbidden', detail);

/** A status change: reviewers of this incident only, and a supervisor only into review. */
export const assertMayChangeStatus = async (
  store: EventStore,
  request: FastifyRequest,
  incidentId: string,
  status: IncidentStatus,
): Promise<void> => {
  const [viewer, incident] = await Promise.all([viewerOf(store, request), ownershipOf(store, incidentId)]);
  if (!reviewsIncident(viewer, incident))
    throw forbidden('You may review only the incidents of your own department.');
  const allowed = statusesAllowedTo(viewer.role);
  if (allowed !== 'all' && !(allowed as readonly string[]).includes(status))
    throw forbidden('A supervisor may move an incident to under review; the safety team decides the rest.');
};

export const assertMayComment = async (
  store: EventStore,
  request: FastifyRequest,
  incidentId: string,
): Promise<void> => {
  const [viewer, incident] = await Promise.all([viewerOf(store, request), ownershipOf(store, incidentId)]);
  if (!mayCommentOnIncident(viewer, incident))
    throw forbidden('Only the reporter, their supervisor and the safety team may comment on this incident.');
};
