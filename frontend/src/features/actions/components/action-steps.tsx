import type { ActionDetail } from '@hs/contracts';
import { useChangeActionDueDate } from '../api/change-action-due-date';
import { useTakeActionStep } from '../api/take-action-step';
import { useUploadActionPhoto } from '../api/upload-action-photo';
import {
  CompleteStep,
  DueDateStep,
  ReassignStep,
  ReopenStep,
  StartStep,
  VerifyStep,
} from './action-step-forms';

/** The next steps the server allows this user, each as a small form; nothing when none is allowed. */
export const ActionSteps = ({ action }: { action: ActionDetail }) => {
  const step = useTakeActionStep(action.id);
  const photo = useUploadActionPhoto(action.id);
  const dueDate = useChangeActionDueDate(action.id);
  // One request at a time: every step form waits while any of them is being sent.
  const busy = step.isPending || photo.isPending || dueDate.isPending;
  const { allowed } = action;
  const { start, complete, verify, reopen, reassign, changeDueDate } = allowed;
  if (![start, complete, verify, reopen, reassign, changeDueDate].some(Boolean)) return null;
  return (
    <div className="grid gap-4">
      {allowed.start && <StartStep step={step} busy={busy} />}
      {allowed.complete && <CompleteStep step={step} photo={photo} busy={busy} />}
      {allowed.verify && <VerifyStep step={step} busy={busy} />}
      {allowed.reopen && <ReopenStep step={step} busy={busy} />}
      {allowed.reassign && <ReassignStep step={step} busy={busy} action={action} />}
      {allowed.changeDueDate && <DueDateStep dueDate={dueDate} busy={busy} action={action} />}
    </div>
  );
};
