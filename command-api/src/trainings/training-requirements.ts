import {
  DomainError,
  trainingRequirementDecider,
  trainingRequirementStreamId,
  trainingStreamId,
} from '@hs/domain';
import type { TrainingRequirementBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import { handleCommand } from '../commands/handle-command.ts';
import { loadEmployee } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';

/** The course and the person a requirement names must exist: read from their streams, not a read model. */
const assertNamesExist = async (store: EventStore, body: TrainingRequirementBody) => {
  const [course] = await store.readStream(trainingStreamId(body.trainingId), { toVersion: 1 });
  if (!course) throw new DomainError('TrainingNotFound', 'No such training.', ['trainingId']);
  if (body.scope === 'person' && (await loadEmployee(store, body.value)).state.status === 'none') {
    throw new DomainError('UnknownEmployee', 'Choose an employee from the list.', ['value']);
  }
};

export const setTrainingRequirement = async (
  store: EventStore,
  body: TrainingRequirementBody,
  context: CommandContext,
) => {
  await assertNamesExist(store, body);
  const requirementId = newId();
  const { result } = await handleCommand(
    store,
    trainingRequirementStreamId(requirementId),
    trainingRequirementDecider,
    {
      type: 'SetTrainingRequirement',
      data: { requirementId, ...body },
      metadata: context.command,
    },
    context.event('SetTrainingRequirement'),
    { newStream: true },
  );
  return { id: requirementId, consistencyToken: formatPosition(result!.position) };
};

export const removeTrainingRequirement = async (
  store: EventStore,
  requirementId: string,
  context: CommandContext,
) => {
  const { result } = await handleCommand(
    store,
    trainingRequirementStreamId(requirementId),
    trainingRequirementDecider,
    { type: 'RemoveTrainingRequirement', data: {}, metadata: context.command },
    context.event('RemoveTrainingRequirement'),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
