import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialogActions } from '@/components/ui/form-dialog';
import { ModalClose } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';

/** Cancel and submit under a rule, at the foot of the work dialogs' longer forms. */
export const DialogActions = (props: Omit<ComponentProps<typeof FormDialogActions>, 'divided'>) => (
  <FormDialogActions divided {...props} />
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
