export const companies = ['IPSI', 'TODCO'] as const;
export type Company = (typeof companies)[number];

export const roles = ['admin', 'safety-officer', 'supervisor', 'employee'] as const;
export type Role = (typeof roles)[number];

/** The safety team: who sees every incident and action, decides recordkeeping and manages documents. */
export const safetyTeamRoles = ['admin', 'safety-officer'] as const satisfies readonly Role[];
export const isSafetyTeam = (role: string | null | undefined): boolean =>
  (safetyTeamRoles as readonly (string | null | undefined)[]).includes(role);

export type EmployeeProfile = {
  firstName: string;
  lastName: string;
  email: string;
  company: Company;
  department: string;
  position: string | null;
  workLocation: string | null;
  /** Who the person reports to (an employee's id); absent on records made before it was kept. */
  supervisorId?: string | null;
  /** The establishment the person works at, which their reports default to. */
  homeEstablishmentId?: string | null;
};
