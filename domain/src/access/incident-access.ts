import { isSafetyTeam } from '../employees/employee.vocabulary.ts';

/**
 * Who sees and handles which incident (the roles table of docs/product.md). An incident belongs
 * to the department of the employee it names (`employeeDepartment`) and to the department its
 * reporter was in when reporting: the supervisor of either sees it whole and may review it, and so
 * does a supervisor it names as told of it (on the person's record, perhaps of another department).
 * Departments compare trimmed and case-insensitively: older reports named them in free text.
 */
export type IncidentViewer = { userId: string; role: string; department: string | null };
export type IncidentOwnership = {
  reportedBy: string | null;
  departments: readonly string[];
  /** The supervisors told of it (IncidentReported `supervisors`); none on older reports. */
  supervisorIds?: readonly string[];
};

export const departmentKey = (department: string | null | undefined): string | null => {
  const key = department?.trim().toLowerCase();
  return key ? key : null;
};

/** The departments an incident belongs to, as keys (see departmentKey). */
export const incidentDepartments = (
  employeeDepartment: string | null | undefined,
  reporterDepartment: string | null | undefined,
): string[] => [
  ...new Set(
    [departmentKey(employeeDepartment), departmentKey(reporterDepartment)].filter((d) => d !== null),
  ),
];

const supervisesIt = (viewer: IncidentViewer, incident: IncidentOwnership) => {
  if (viewer.role !== 'supervisor') return false;
  if (incident.supervisorIds?.includes(viewer.userId)) return true;
  const department = departmentKey(viewer.department);
  return department !== null && incident.departments.includes(department);
};

/** Review: read whole, comment, change the status (supervisors: see statusesAllowedTo). */
export const reviewsIncident = (viewer: IncidentViewer, incident: IncidentOwnership): boolean =>
  isSafetyTeam(viewer.role) || supervisesIt(viewer, incident);

/** The whole incident (medical fields, witnesses, notes) goes to its reviewers and its reporter. */
export const seesWholeIncident = (viewer: IncidentViewer, incident: IncidentOwnership): boolean =>
  reviewsIncident(viewer, incident) ||
  (incident.reportedBy !== null && incident.reportedBy === viewer.userId);

/** Comments come from whoever sees the whole incident. */
export const mayCommentOnIncident = seesWholeIncident;

/** A supervisor takes an incident into review; deciding its outcome is the safety team's. */
export const statusesAllowedTo = (role: string): 'all' | readonly ['under-review'] | readonly [] =>
  isSafetyTeam(role) ? 'all' : role === 'supervisor' ? (['under-review'] as const) : ([] as const);
