import { useId } from 'react';
import { RejectVersionBody } from '@hs/contracts';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { FormDialogActions, useFormDialog } from '@/components/ui/form-dialog';
import { Modal } from '@/components/ui/modal';
import { ReasonFieldset } from './reason-fieldset';
import { useDecideVersion } from '../api/decide-version';

export type WaitingVersion = { documentId: string; documentName: string; version: number };

const RejectForm = ({ submission, onDone }: { submission: WaitingVersion; onDone: () => void }) => {
  const reasonId = useId();
  const mutation = useDecideVersion();
  const form = useFormDialog({
    schema: RejectVersionBody,
    defaultValues: { reason: '' },
    toBody: (values: { reason: string }) => ({ version: submission.version, reason: values.reason.trim() }),
    send: (reject: RejectVersionBody) => mutation.mutateAsync({ documentId: submission.documentId, reject }),
    success: () => ({ title: 'Upload rejected', description: submission.documentName }),
    failure: { title: 'Error', fallback: 'Failed to reject the upload' },
    onDone,
  });

  return (
    <form {...form.formProps()}>
      <p className="text-sm text-slate-700">
        The person who uploaded it reads your reason. The file stays on record but never enters the library.
      </p>
      <ReasonFieldset
        id={reasonId}
        disabled={mutation.isPending}
        error={form.error('reason')}
        placeholder="e.g. This procedure already exists as Lockout/Tagout, version 3."
        control={form.field(reasonId, 'reason')}
      />
      <FormDialogActions
        pending={mutation.isPending}
        variant="destructive"
        submitLabel="Reject Upload"
        pendingLabel="Rejecting..."
      />
    </form>
  );
};

/** Turns down an upload waiting for approval, with the reason its uploader reads. */
export const RejectVersionModal = ({
  submission,
  open,
  onOpenChange,
  returnFocusTo,
}: DeferredDialogState & { submission: WaitingVersion }) => (
  <Modal
    open={open}
    onOpenChange={onOpenChange}
    returnFocusTo={returnFocusTo}
    title="Reject Upload"
    description={`Reject version ${submission.version} of ${submission.documentName}?`}
  >
    {open && <RejectForm submission={submission} onDone={() => onOpenChange(false)} />}
  </Modal>
);
