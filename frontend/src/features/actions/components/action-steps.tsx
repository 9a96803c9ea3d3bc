import type { ActionDetail } from '@hs/contracts';
import { useChangeActionDueDate } from '../api/change-action-due-date';
import { useTakeActionStep } from '../api/take-action-step';
import { useUploadActionPhoto } from '../api/upload-action-photo';
import { actionStepForms } from './action-step-forms';

/** The next steps the server allows this user, each as a small form; nothing when none is allowed. */
export const ActionSteps = ({ action }: { action: ActionDetail }) => {
  const step = useTakeActionStep(action.id);
  const photo = useUploadActionPhoto(action.id);
  const dueDate = useChangeActionDueDate(action.id);
  // One request at a time: every step form waits while any of them is being sent.
  const busy = step.isPending || photo.isPending || dueDate.isPending;
  const allowed = actionStepForms.filter(([name]) => action.allowed[name]);
  if (allowed.length === 0) return null;
  const context = { action, step, photo, dueDate };
  return (
    <div className="grid gap-4">
      {allowed.map(([name, StepFormOf]) => (
        <StepFormOf key={name} context={context} busy={busy} />
      ))}
    </div>
  );
};
