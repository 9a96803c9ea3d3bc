import { DomainError, trainingDecider, trainingStreamId, type TrainingCommand } from '@hs/domain';
import { ConcurrencyError, formatPosition, type EventStore, newId } from '@hs/infra';
import type { CreateTrainingBody } from '@hs/contracts';
import { handleCommand } from '../commands/handle-command.ts';
import { displayNameOf, loadEmployee } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';

const MAX_ATTEMPTS = 50;

/**
 * Runs a training command, deciding again on a concurrency conflict: several people registering
 * for the last seats at once each see the seats the others took, so capacity is never exceeded.
 */
const decideWithRetry = async (
  store: EventStore,
  trainingId: string,
  command: TrainingCommand,
  context: CommandContext,
) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await handleCommand(
        store,
        trainingStreamId(trainingId),
        trainingDecider,
        command,
        context.event(command.type),
      );
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
};

export const createTraining = async (
  store: EventStore,
  body: CreateTrainingBody,
  context: CommandContext,
) => {
  const trainingId = newId();
  const { result } = await handleCommand(
    store,
    trainingStreamId(trainingId),
    trainingDecider,
    {
      type: 'CreateTraining',
      data: {
        trainingId,
        title: body.title,
        description: body.description,
        type: body.type,
        date: body.date ?? null,
        time: body.time ?? null,
        location: body.location ?? null,
        duration: body.duration,
        maxAttendees: body.maxAttendees ?? null,
      },
      metadata: context.command,
    },
    context.event('CreateTraining'),
    { expected: 0 },
  );
  return { id: trainingId, consistencyToken: formatPosition(result!.position) };
};

/** Registers the signed-in user, or (administrators only) someone else. */
export const enroll = async (
  store: EventStore,
  trainingId: string,
  userId: string | undefined,
  context: CommandContext,
) => {
  const self = context.command.userId!;
  const target = userId ?? self;
  if (target !== self && context.command.role !== 'admin') {
    throw new DomainError('NotAllowed', 'Only an administrator can register someone else.', ['userId']);
  }
  const { state } = await loadEmployee(store, target);
  if (state.status !== 'active')
    throw new DomainError('EmployeeNotFound', 'No such active employee.', ['userId']);
  const { result } = await decideWithRetry(
    store,
    trainingId,
    {
      type: 'EnrollInTraining',
      data: { userId: target, userName: displayNameOf(state) },
      metadata: context.command,
    },
    context,
  );
  const message =
    target === self
      ? 'You have been registered for the training'
      : `${displayNameOf(state)} has been registered for the training`;
  return { trainingId, userId: target, message, consistencyToken: formatPosition(result!.position) };
};

export const completeTraining = async (
  store: EventStore,
  trainingId: string,
  body: { userId?: string; completedOn?: string },
  context: CommandContext,
) => {
  const { result } = await decideWithRetry(
    store,
    trainingId,
    {
      type: 'CompleteTraining',
      data: {
        userId: body.userId ?? context.command.userId!,
        completedOn: body.completedOn ?? context.command.today,
      },
      metadata: context.command,
    },
    context,
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
