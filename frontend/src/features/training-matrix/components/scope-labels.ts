import type { RequirementScope } from '@hs/contracts';

export const scopeLabels: Record<RequirementScope, string> = {
  role: 'Role',
  department: 'Department',
  position: 'Job title',
  person: 'Person',
};
