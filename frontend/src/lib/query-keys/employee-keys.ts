/**
 * Query keys of the employees feature. `list` is the employee list; the rest are one employee's
 * work, so a command for that employee invalidates only what it changed.
 */
export const employeeKeys = {
  all: ['employees'] as const,
  list: () => ['employees', 'list'] as const,
  employee: (userId: string) => ['employees', 'user', userId] as const,
  tasks: (userId: string) => ['employees', 'user', userId, 'tasks'] as const,
  trainingAssignments: (userId: string) => ['employees', 'user', userId, 'training-assignments'] as const,
  documentAssignments: (userId: string) => ['employees', 'user', userId, 'document-assignments'] as const,
  files: (userId: string) => ['employees', 'user', userId, 'files'] as const,
};
