import { trainingDecider, trainingStreamId } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import type { CreateTrainingBody } from '@hs/contracts';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

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
