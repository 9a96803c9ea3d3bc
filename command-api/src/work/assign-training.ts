import { DomainError, trainingAssignmentStreamId, trainingStreamId, type TrainingCreated } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import type { AssignTrainingBody } from '@hs/contracts';
import type { CommandContext } from '../http/command-context.ts';
import { requireActiveEmployee } from './active-employee.ts';
import { createAssignment, firstEventOf } from './create-assignment.ts';

export const assignTraining = async (
  store: EventStore,
  body: AssignTrainingBody,
  context: CommandContext,
) => {
  await requireActiveEmployee(store, body.employeeId);
  const training = await firstEventOf(store, trainingStreamId(body.trainingId));
  if (!training) throw new DomainError('TrainingNotFound', 'No such training.', ['trainingId']);
  const assignmentId = newId();
  return createAssignment(
    store,
    trainingAssignmentStreamId(assignmentId),
    assignmentId,
    {
      type: 'AssignTraining',
      data: {
        assignmentId,
        employeeId: body.employeeId,
        trainingId: body.trainingId,
        trainingTitle: (training.data as TrainingCreated['data']).title,
        dueDate: body.dueDate,
        notes: body.notes ?? null,
      },
      metadata: context.command,
    },
    context,
  );
};
