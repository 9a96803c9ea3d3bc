import { isSafetyTeam } from '../employees/employee.vocabulary.ts';
import type { InvestigationState } from '../investigations/investigation.vocabulary.ts';
import { reviewsIncident, type IncidentOwnership, type IncidentViewer } from './incident-access.ts';

/**
 * Who sees and handles an investigation (docs/product.md, Investigations): its team and the safety
 * team see it whole; the supervisors who review its incident see it without the statements.
 */
export type InvestigationTeam = { leadId: string; memberIds: readonly string[] };

export const isOnInvestigationTeam = (viewer: { userId: string }, team: InvestigationTeam): boolean =>
  team.leadId === viewer.userId || team.memberIds.includes(viewer.userId);

/** Starting one and changing its team: the safety team, or a supervisor who reviews the incident. */
export const managesInvestigation = (viewer: IncidentViewer, incident: IncidentOwnership): boolean =>
  reviewsIncident(viewer, incident);

export const seesInvestigation = (
  viewer: IncidentViewer,
  incident: IncidentOwnership,
  team: InvestigationTeam,
): boolean => isOnInvestigationTeam(viewer, team) || reviewsIncident(viewer, incident);

/** Witness statements are the team's and the safety team's only. */
export const seesStatements = (viewer: IncidentViewer, team: InvestigationTeam): boolean =>
  isOnInvestigationTeam(viewer, team) || isSafetyTeam(viewer.role);

/** The steps the page offers this viewer; each command checks the same again on the server. */
export const allowedInvestigationSteps = (
  viewer: IncidentViewer,
  incident: IncidentOwnership,
  investigation: InvestigationTeam & { state: InvestigationState },
) => {
  const open = investigation.state === 'open' || investigation.state === 'reopened';
  const safetyTeam = isSafetyTeam(viewer.role);
  const edits = open && (isOnInvestigationTeam(viewer, investigation) || safetyTeam);
  return {
    edit: edits,
    changeTeam: investigation.state !== 'approved' && managesInvestigation(viewer, incident),
    submit: open && investigation.leadId === viewer.userId,
    approve: safetyTeam && investigation.state === 'in-review' && investigation.leadId !== viewer.userId,
    sendBack: safetyTeam && investigation.state === 'in-review',
    reopen: safetyTeam && investigation.state === 'approved',
    // Raising an action from a cause is part of reviewing the incident (POST /api/actions).
    raiseAction: reviewsIncident(viewer, incident),
  };
};
