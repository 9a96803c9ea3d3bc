import { employeeFileStreamId } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import type { EmployeeFileBody } from '@hs/contracts';
import type { CommandContext } from '../http/command-context.ts';
import { requireActiveEmployee } from './active-employee.ts';
import { createAssignment } from './create-assignment.ts';

export const requireEmployeeFile = async (
  store: EventStore,
  body: EmployeeFileBody,
  context: CommandContext,
) => {
  await requireActiveEmployee(store, body.employeeId);
  const requirementId = newId();
  return createAssignment(
    store,
    employeeFileStreamId(requirementId),
    requirementId,
    {
      type: 'RequireEmployeeFile',
      data: {
        requirementId,
        employeeId: body.employeeId,
        fileName: body.fileName,
        fileType: body.fileType,
        description: body.description ?? null,
        dueDate: body.dueDate ?? null,
        isRequired: body.isRequired,
      },
      metadata: context.command,
    },
    context,
  );
};
