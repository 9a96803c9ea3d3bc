import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { decideWithRetry } from './decide-with-retry.ts';

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
