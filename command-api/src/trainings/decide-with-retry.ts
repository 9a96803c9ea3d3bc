import { trainingDecider, trainingStreamId, type TrainingCommand } from '@hs/domain';
import { ConcurrencyError, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

const MAX_ATTEMPTS = 50;

/**
 * Runs a training command, deciding again on a concurrency conflict: several people registering
 * for the last seats at once each see the seats the others took, so capacity is never exceeded.
 */
export const decideWithRetry = async (
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
