import { DomainError, trainingStreamId, trainingVideoDecider, trainingVideoStreamId } from '@hs/domain';
import type { TrainingVideoBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

export const addTrainingVideo = async (
  store: EventStore,
  trainingId: string,
  body: TrainingVideoBody,
  context: CommandContext,
) => {
  // The course is read from its stream, not a read model that may lag behind its creation.
  const [course] = await store.readStream(trainingStreamId(trainingId), { toVersion: 1 });
  if (!course) throw new DomainError('TrainingNotFound', 'No such training.');
  const videoId = newId();
  const { result } = await handleCommand(
    store,
    trainingVideoStreamId(videoId),
    trainingVideoDecider,
    { type: 'AddTrainingVideo', data: { videoId, trainingId, ...body }, metadata: context.command },
    context.event('AddTrainingVideo'),
    { newStream: true },
  );
  return { id: videoId, consistencyToken: formatPosition(result!.position) };
};

export const removeTrainingVideo = async (store: EventStore, videoId: string, context: CommandContext) => {
  const { result } = await handleCommand(
    store,
    trainingVideoStreamId(videoId),
    trainingVideoDecider,
    { type: 'RemoveTrainingVideo', data: {}, metadata: context.command },
    context.event('RemoveTrainingVideo'),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
