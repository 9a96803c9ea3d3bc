import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ModalClose } from '../../../components/ui/modal';
import { StatusMessage } from '../../../components/ui/status-message';

interface DialogActionsProps {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  icon: ReactNode;
  disabled?: boolean;
}

/** Cancel and submit at the foot of a dialog form; the submit button names what it does. */
export const DialogActions = ({
  pending,
  submitLabel,
  pendingLabel,
  icon,
  disabled = false,
}: DialogActionsProps) => (
  <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
    <ModalClose asChild>
      <Button variant="secondary" disabled={pending}>
        Cancel
      </Button>
    </ModalClose>
    <Button type="submit" disabled={pending || disabled}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon}
      {pending ? pendingLabel : submitLabel}
    </Button>
  </div>
);

/** A dialog whose form cannot be shown yet (loading, failed, nothing to choose from). */
export const DialogStatus = ({
  kind,
  children,
}: {
  kind: 'loading' | 'error' | 'empty';
  children: ReactNode;
}) => (
  <>
    <StatusMessage kind={kind} className="py-6">
      {children}
    </StatusMessage>
    <div className="flex justify-end border-t border-slate-200 pt-4">
      <ModalClose asChild>
        <Button variant="secondary">Close</Button>
      </ModalClose>
    </div>
  </>
);
