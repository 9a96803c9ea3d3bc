import type { Role } from '@hs/contracts';

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  'safety-officer': 'Safety Officer',
  supervisor: 'Supervisor',
  employee: 'Employee',
};

export const roles = Object.keys(roleLabels) as Role[];
