import type { Command } from '../shared/command.ts';
import { requireWithinYearsAhead } from '../shared/calendar.ts';
import { DomainError } from '../shared/domain-error.ts';
import type {
  AssignmentEvent,
  DocumentAssigned,
  EmployeeFileRequired,
  TrainingAssigned,
} from './work.events.ts';

type Unstamped<E extends { data: object }> = Omit<E['data'], 'assignedBy' | 'assignedByName' | 'assignedAt'>;

export type AssignTraining = Command<'AssignTraining', Unstamped<TrainingAssigned>>;
export type AssignDocument = Command<'AssignDocument', Unstamped<DocumentAssigned>>;
export type RequireEmployeeFile = Command<'RequireEmployeeFile', Unstamped<EmployeeFileRequired>>;
export type AssignmentCommand = AssignTraining | AssignDocument | RequireEmployeeFile;

/** Assignments are recorded once; later issues add completion. */
export type Assignment = { status: 'none' } | { status: 'assigned' };

export const initialState: Assignment = { status: 'none' };
export const evolve = (_state: Assignment, _event: AssignmentEvent): Assignment => ({ status: 'assigned' });

export const decide = (command: AssignmentCommand, state: Assignment): AssignmentEvent[] => {
  if (state.status !== 'none') throw new DomainError('AssignmentAlreadyExists');
  requireWithinYearsAhead('dueDate', command.data.dueDate, command.metadata.today);
  const stamp = {
    assignedBy: command.metadata.userId,
    assignedByName: command.metadata.userName,
    assignedAt: command.metadata.now,
  };
  switch (command.type) {
    case 'AssignTraining':
      return [{ type: 'TrainingAssigned', data: { ...command.data, ...stamp } }];
    case 'AssignDocument':
      return [{ type: 'DocumentAssigned', data: { ...command.data, ...stamp } }];
    case 'RequireEmployeeFile':
      return [{ type: 'EmployeeFileRequired', data: { ...command.data, ...stamp } }];
  }
};
