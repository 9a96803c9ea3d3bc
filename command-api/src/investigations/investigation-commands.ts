import {
  DomainError,
  investigationDecider,
  investigationStreamId,
  managesInvestigation,
  type IncidentViewer,
  type InvestigationCommand,
  type InvestigationEvent,
  type TeamPerson,
} from '@hs/domain';
import { formatPosition, type EventStore, type StreamAppend } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyRequest } from 'fastify';
import { loadEmployee } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';
import { departmentOf } from '../incidents/incident-permission.ts';
import { loadIncidentFacts } from './incident-facts.ts';

export const loadInvestigation = async (store: EventStore, incidentId: string) => {
  const history = await store.readStream(investigationStreamId(incidentId));
  const state = history.reduce(
    (s, e) => investigationDecider.evolve(s, { type: e.type, data: e.data } as InvestigationEvent),
    investigationDecider.initialState,
  );
  return { state, version: history.length };
};

export const viewerOf = async (store: EventStore, request: FastifyRequest): Promise<IncidentViewer> => ({
  userId: request.user!.userId,
  role: request.user!.role,
  department: await departmentOf(store, request.user!.userId),
});

/** Starting an investigation and choosing its team: the safety team, or a supervisor who reviews the incident. */
export const assertManagesInvestigation = async (
  store: EventStore,
  request: FastifyRequest,
  incidentId: string,
) => {
  const [{ facts, ownership }, viewer] = await Promise.all([
    loadIncidentFacts(store, incidentId),
    viewerOf(store, request),
  ]);
  if (!managesInvestigation(viewer, ownership))
    throw new HttpProblem(
      403,
      'Forbidden',
      "Only the safety team and the incident's supervisors may start an investigation or change its team.",
    );
  return facts;
};

/** A team person or a witness must be an active employee; their name is recorded with the event. */
export const activeEmployee = async (
  store: EventStore,
  employeeId: string,
  field: string,
): Promise<TeamPerson> => {
  const { state } = await loadEmployee(store, employeeId);
  if (state.status === 'none') throw new DomainError('EmployeeNotFound', 'No such employee.', [field]);
  if (state.status === 'inactive')
    throw new DomainError('EmployeeInactive', 'This employee has been deactivated.', [field]);
  return { id: employeeId, name: `${state.profile.firstName} ${state.profile.lastName}` };
};

export const teamOf = async (store: EventStore, body: { leadId: string; memberIds: string[] }) => ({
  lead: await activeEmployee(store, body.leadId, 'leadId'),
  members: await Promise.all(body.memberIds.map((id, i) => activeEmployee(store, id, `memberIds.${i}`))),
});

/**
 * Runs one command on the incident's investigation, appending its events at the version read,
 * together with `also` (files attached to the incident) in one transaction.
 */
export const runInvestigationCommand = async (
  store: EventStore,
  incidentId: string,
  command: InvestigationCommand,
  context: CommandContext,
  also: StreamAppend[] = [],
) => {
  const streamId = investigationStreamId(incidentId);
  const { state, version } = await loadInvestigation(store, incidentId);
  if (state.state === 'none' && command.type !== 'StartInvestigation')
    await loadIncidentFacts(store, incidentId); // An unknown incident answers 404 as such.
  const events = investigationDecider.decide(command, state);
  if (events.length === 0) return { version, consistencyToken: null };
  const results = await store.appendToStreams(
    [{ streamId, expected: version, events: events.map((e) => ({ type: e.type, data: e.data })) }, ...also],
    context.event(command.type),
  );
  return { version: results[0]!.nextVersion, consistencyToken: formatPosition(results.at(-1)!.position) };
};
