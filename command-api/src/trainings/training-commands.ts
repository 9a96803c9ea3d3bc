import { DomainError, trainingDecider, trainingStreamId, type TrainingCommand } from '@hs/domain';
import { ConcurrencyError, formatPosition, type EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import type { CreateTrainingBody, EnrollResponse } from '@hs/contracts';
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

/** The signed-in user, or someone else when an administrator names them. */
const targetOf = (userId: string | undefined, context: CommandContext, refusal: string): string => {
  const self = context.command.userId!;
  const target = userId ?? self;
  if (target !== self && context.command.role !== 'admin') {
    throw new DomainError('NotAllowed', refusal, ['userId']);
  }
  return target;
};

/** Registers the signed-in user, or (administrators only) someone else; a full session waitlists. */
export const enroll = async (
  store: EventStore,
  trainingId: string,
  userId: string | undefined,
  context: CommandContext,
  timeZone: string,
): Promise<EnrollResponse> => {
  const self = context.command.userId!;
  const target = targetOf(userId, context, 'Only an administrator can register someone else.');
  const { state } = await loadEmployee(store, target);
  if (state.status !== 'active')
    throw new DomainError('EmployeeNotFound', 'No such active employee.', ['userId']);
  const { result, state: training } = await decideWithRetry(
    store,
    trainingId,
    {
      type: 'EnrollInTraining',
      data: {
        userId: target,
        userName: displayNameOf(state),
        siteNow: siteDateTime(new Date(context.command.now), timeZone),
      },
      metadata: context.command,
    },
    context,
  );
  const consistencyToken = formatPosition(result!.position);
  const place = training.status === 'open' ? training.waitlist.findIndex((w) => w.userId === target) : -1;
  if (place >= 0) {
    const who = target === self ? 'you are' : `${displayNameOf(state)} is`;
    const message = `The session is full: ${who} on the waitlist (position ${place + 1}).`;
    return {
      trainingId,
      userId: target,
      status: 'waitlisted',
      waitlistPosition: place + 1,
      message,
      consistencyToken,
    };
  }
  const message =
    target === self
      ? 'You have been registered for the training'
      : `${displayNameOf(state)} has been registered for the training`;
  return {
    trainingId,
    userId: target,
    status: 'registered',
    waitlistPosition: null,
    message,
    consistencyToken,
  };
};

/** Gives up a registration or a place on the waitlist before the session starts. */
export const unenroll = async (
  store: EventStore,
  trainingId: string,
  userId: string | undefined,
  context: CommandContext,
  timeZone: string,
) => {
  const target = targetOf(userId, context, 'Only an administrator can cancel someone else’s registration.');
  const { result } = await decideWithRetry(
    store,
    trainingId,
    {
      type: 'WithdrawFromTraining',
      data: { userId: target, siteNow: siteDateTime(new Date(context.command.now), timeZone) },
      metadata: context.command,
    },
    context,
  );
  return { consistencyToken: formatPosition(result!.position) };
};

/** YYYY-MM-DDTHH:MM of `instant` on the site's clocks. */
export const siteDateTime = (instant: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
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
