import { IncidentStatus, isSafetyTeam as isSafetyTeamRole, type CurrentUser } from '@hs/contracts';

/**
 * The roles table of docs/product.md, for what screens offer; the server enforces it (and, for a
 * supervisor, whether an incident is of their department).
 */
export const isSafetyTeam = (user: CurrentUser | null): boolean => isSafetyTeamRole(user?.role);

/** Supervisors, safety officers and admins review incidents (supervisors: their department's). */
export const reviewsIncidents = (user: CurrentUser | null): boolean =>
  isSafetyTeam(user) || user?.role === 'supervisor';

/** The statuses a reviewer may set: a supervisor takes a submitted incident into review, no further. */
export const statusesFor = (user: CurrentUser | null, current: IncidentStatus): readonly IncidentStatus[] =>
  isSafetyTeam(user)
    ? IncidentStatus.options
    : user?.role === 'supervisor' && current === 'submitted'
      ? ['under-review']
      : [];

/**
 * The reviewers' queue of reported incidents (/admin/notifications), named for its reader: the
 * admins' notifications, the review queue of safety officers and of supervisors (their department).
 */
export const reviewDesk = (user: CurrentUser): { label: string; title: string; to: string } => {
  const label = user.role === 'admin' ? 'Admin Notifications' : 'Review Queue';
  return {
    label,
    title: user.role === 'supervisor' ? `${label}: ${user.department}` : label,
    to: '/admin/notifications',
  };
};
