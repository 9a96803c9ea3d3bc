import {
  correctiveActionDecider,
  correctiveActionStreamId,
  DomainError,
  managesAction,
  type CorrectiveAction,
  type CorrectiveActionCommand,
  type CorrectiveActionEvent,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyRequest } from 'fastify';
import { handleCommand } from '../commands/handle-command.ts';
import { loadEmployee } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';
import { departmentOf } from '../incidents/incident-permission.ts';

export const loadAction = async (store: EventStore, actionId: string): Promise<CorrectiveAction> =>
  (await store.readStream(correctiveActionStreamId(actionId))).reduce(
    (s, e) => correctiveActionDecider.evolve(s, { type: e.type, data: e.data } as CorrectiveActionEvent),
    correctiveActionDecider.initialState,
  );

/** An owner must be an active employee; their name is recorded with the action. */
export const activeOwner = async (store: EventStore, ownerId: string) => {
  const { state } = await loadEmployee(store, ownerId);
  if (state.status === 'none') throw new DomainError('EmployeeNotFound', 'No such employee.', ['ownerId']);
  if (state.status === 'inactive')
    throw new DomainError('EmployeeInactive', 'This employee has been deactivated.', ['ownerId']);
  return {
    id: ownerId,
    name: `${state.profile.firstName} ${state.profile.lastName}`,
    department: state.profile.department,
  };
};

export const viewerOf = async (store: EventStore, request: FastifyRequest) => ({
  userId: request.user!.userId,
  role: request.user!.role,
  department: await departmentOf(store, request.user!.userId),
});

export const notManaging = () =>
  new HttpProblem(
    403,
    'Forbidden',
    "Only the safety team and the owner's supervisor may manage this action.",
  );

/** Reassigning and moving the due date: the safety team, or the supervisor of the owner (both owners). */
export const assertManages = async (
  store: EventStore,
  request: FastifyRequest,
  actionId: string,
  newOwnerDepartment: string | null = null,
): Promise<void> => {
  const action = await loadAction(store, actionId);
  if (action.state === 'none')
    throw new DomainError('CorrectiveActionNotFound', 'No such corrective action.');
  const viewer = await viewerOf(store, request);
  const ownerDepartment = await departmentOf(store, action.ownerId);
  const manages = (department: string | null) =>
    managesAction(viewer, { ownerId: action.ownerId, ownerDepartment: department });
  if (!manages(ownerDepartment) || (newOwnerDepartment !== null && !manages(newOwnerDepartment)))
    throw notManaging();
};

/** Runs one command on an existing action and answers with its consistency token. */
export const runActionCommand = async (
  store: EventStore,
  actionId: string,
  command: CorrectiveActionCommand,
  context: CommandContext,
) => {
  const { result } = await handleCommand(
    store,
    correctiveActionStreamId(actionId),
    correctiveActionDecider,
    command,
    context.event(command.type),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
