import { assignmentDecider, type AssignmentCommand } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

export type Created = { id: string; consistencyToken: string };

export const firstEventOf = async (store: EventStore, streamId: string) =>
  (await store.readStream(streamId, { toVersion: 1 }))[0];

export const createAssignment = async (
  store: EventStore,
  streamId: string,
  id: string,
  command: AssignmentCommand,
  context: CommandContext,
): Promise<Created> => {
  const { result } = await handleCommand(
    store,
    streamId,
    assignmentDecider,
    command,
    context.event(command.type),
    { expected: 0 },
  );
  return { id, consistencyToken: formatPosition(result!.position) };
};
