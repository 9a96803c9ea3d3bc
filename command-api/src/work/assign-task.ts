import { taskDecider, taskStreamId } from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import type { CreateTaskBody } from '@hs/contracts';
import { handleCommand } from '../commands/handle-command.ts';
import type { CommandContext } from '../http/command-context.ts';
import { requireActiveEmployee } from './active-employee.ts';
import type { Created } from './create-assignment.ts';

export const assignTask = async (
  store: EventStore,
  body: CreateTaskBody,
  context: CommandContext,
): Promise<Created> => {
  await requireActiveEmployee(store, body.employeeId);
  const taskId = newId();
  const { result } = await handleCommand(
    store,
    taskStreamId(taskId),
    taskDecider,
    {
      type: 'AssignTask',
      data: {
        taskId,
        employeeId: body.employeeId,
        title: body.title,
        description: body.description,
        taskType: body.taskType,
        priority: body.priority,
        dueDate: body.dueDate ?? null,
      },
      metadata: context.command,
    },
    context.event('AssignTask'),
    { expected: 0 },
  );
  return { id: taskId, consistencyToken: formatPosition(result!.position) };
};
