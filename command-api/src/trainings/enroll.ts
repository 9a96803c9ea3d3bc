import { DomainError } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { EnrollResponse } from '@hs/contracts';
import { displayNameOf, loadEmployee } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';
import { decideWithRetry } from './decide-with-retry.ts';
import { siteDateTime, targetOf } from './registration-target.ts';

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
