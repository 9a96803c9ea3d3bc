import { isSafetyTeam } from '../employees/employee.vocabulary.ts';
import { departmentKey } from './incident-access.ts';

/**
 * Who sees and handles which corrective action (docs/product.md, Roles): its owner, the
 * supervisor of the owner's department, and the safety team. Only the owner does the work; only
 * the safety team verifies or reopens it; reassigning and moving the due date is for whoever
 * manages it (the safety team, the owner's supervisor).
 */
export type ActionViewer = { userId: string; role: string; department: string | null };
export type ActionOwnership = { ownerId: string; ownerDepartment: string | null };

const supervisesOwner = (viewer: ActionViewer, action: ActionOwnership): boolean => {
  const department = departmentKey(viewer.department);
  return (
    viewer.role === 'supervisor' &&
    department !== null &&
    department === departmentKey(action.ownerDepartment)
  );
};

export const managesAction = (viewer: ActionViewer, action: ActionOwnership): boolean =>
  isSafetyTeam(viewer.role) || supervisesOwner(viewer, action);

export const seesAction = (viewer: ActionViewer, action: ActionOwnership): boolean =>
  action.ownerId === viewer.userId || managesAction(viewer, action);

/** The steps the page offers this viewer; each command checks the same again on the server. */
export const allowedActionSteps = (
  viewer: ActionViewer,
  action: ActionOwnership & { state: 'open' | 'in-progress' | 'done' | 'verified' },
) => {
  const owner = action.ownerId === viewer.userId;
  const open = action.state === 'open' || action.state === 'in-progress';
  const manages = managesAction(viewer, action);
  return {
    start: owner && action.state === 'open',
    addPhoto: owner && open,
    complete: owner && open,
    verify: isSafetyTeam(viewer.role) && action.state === 'done',
    reopen: isSafetyTeam(viewer.role) && (action.state === 'done' || action.state === 'verified'),
    reassign: manages && open,
    changeDueDate: manages && open,
  };
};
