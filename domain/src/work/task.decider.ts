import type { Command } from '../shared/command.ts';
import { requireWithinYearsAhead } from '../shared/calendar.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TaskAssigned, TaskEvent, TaskStatus } from './work.events.ts';

type AssignmentData = Omit<TaskAssigned['data'], 'assignedBy' | 'assignedByName' | 'assignedAt'>;
export type AssignTask = Command<'AssignTask', AssignmentData>;
export type ChangeTaskStatus = Command<'ChangeTaskStatus', { status: TaskStatus; note?: string | null }>;
export type TaskCommand = AssignTask | ChangeTaskStatus;

export type Task = { status: 'none' } | { status: TaskStatus; employeeId: string };

export const initialState: Task = { status: 'none' };

export const evolve = (state: Task, event: TaskEvent): Task => {
  switch (event.type) {
    case 'TaskAssigned':
      return { status: 'assigned', employeeId: event.data.employeeId };
    case 'TaskStatusChanged':
      return state.status === 'none' ? state : { ...state, status: event.data.to };
  }
};

export const decide = (command: TaskCommand, state: Task): TaskEvent[] => {
  const { now, userId, userName, role } = command.metadata;
  switch (command.type) {
    case 'AssignTask':
      if (state.status !== 'none') throw new DomainError('TaskAlreadyExists');
      requireWithinYearsAhead('dueDate', command.data.dueDate, command.metadata.today);
      return [
        {
          type: 'TaskAssigned',
          data: { ...command.data, assignedBy: userId, assignedByName: userName, assignedAt: now },
        },
      ];
    case 'ChangeTaskStatus':
      if (state.status === 'none') throw new DomainError('TaskNotFound');
      // The person the task belongs to moves it along; administrators may too.
      if (role !== 'admin' && userId !== state.employeeId) {
        throw new DomainError(
          'NotYourTask',
          'Only the assigned employee or an administrator can update this task.',
        );
      }
      if (state.status === command.data.status) return [];
      return [
        {
          type: 'TaskStatusChanged',
          data: {
            from: state.status,
            to: command.data.status,
            changedBy: userId,
            changedAt: now,
            note: command.data.note ?? null,
          },
        },
      ];
  }
};
