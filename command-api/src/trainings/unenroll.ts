import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { decideWithRetry } from './decide-with-retry.ts';
import { siteDateTime, targetOf } from './registration-target.ts';

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
