import { useId, useState } from 'react';
import { RejectVersionBody } from '@hs/contracts';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { Field } from '@/components/ui/field';
import { FormDialogActions, useFormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { useDecideVersion } from '../api/decide-version';

export type WaitingVersion = { documentId: string; documentName: string; version: number };

const RejectForm = ({ submission, onDone }: { submission: WaitingVersion; onDone: () => void }) => {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const mutation = useDecideVersion();
  const form = useFormDialog({
    schema: RejectVersionBody,
    send: (reject: RejectVersionBody) => mutation.mutateAsync({ documentId: submission.documentId, reject }),
    success: () => ({ title: 'Upload rejected', description: submission.documentName }),
    failure: { title: 'Error', fallback: 'Failed to reject the upload' },
    onDone,
  });

  return (
    <form {...form.formProps(() => ({ version: submission.version, reason: reason.trim() }))}>
      <p className="text-sm text-slate-700">
        The person who uploaded it reads your reason. The file stays on record but never enters the library.
      </p>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <Field id={reasonId} label="Reason" required error={form.errors.reason}>
          <Textarea
            id={reasonId}
            rows={3}
            required
            placeholder="e.g. This procedure already exists as Lockout/Tagout, version 3."
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            {...form.control(reasonId, 'reason')}
          />
        </Field>
      </fieldset>
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
