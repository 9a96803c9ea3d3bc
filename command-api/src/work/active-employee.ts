import { DomainError } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { loadEmployee } from '../employees/employee-repository.ts';

/** Work is handed out only to an employee who exists and is active. */
export const requireActiveEmployee = async (store: EventStore, employeeId: string) => {
  const { state } = await loadEmployee(store, employeeId);
  if (state.status === 'none') throw new DomainError('EmployeeNotFound', 'No such employee.', ['employeeId']);
  if (state.status === 'inactive')
    throw new DomainError('EmployeeInactive', 'This employee has been deactivated.', ['employeeId']);
};
