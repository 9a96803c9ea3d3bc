import { taskDecider, taskStreamId, type TaskStatus } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';

export const changeTaskStatus = async (
  store: EventStore,
  taskId: string,
  { status, note }: { status: TaskStatus; note?: string | null | undefined },
  context: CommandContext,
) => {
  const { result } = await handleCommand(
    store,
    taskStreamId(taskId),
    taskDecider,
    { type: 'ChangeTaskStatus', data: { status, note: note || null }, metadata: context.command },
    context.event('ChangeTaskStatus'),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
