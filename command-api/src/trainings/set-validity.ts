import type { TrainingValidityBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import type { CommandContext } from '../http/command-context.ts';
import { decideWithRetry } from './decide-with-retry.ts';

export const setTrainingValidity = async (
  store: EventStore,
  trainingId: string,
  body: TrainingValidityBody,
  context: CommandContext,
) => {
  const { result } = await decideWithRetry(
    store,
    trainingId,
    { type: 'SetTrainingValidity', data: { validityMonths: body.validityMonths }, metadata: context.command },
    context,
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
