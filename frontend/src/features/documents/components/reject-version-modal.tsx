import { useId, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { RejectVersionBody } from '@hs/contracts';
import { Button } from '../../../components/ui/button';
import type { DeferredDialogState } from '../../../components/ui/deferred-dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/form-controls';
import { Modal, ModalClose } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast-store';
import { failureText } from '../../../lib/http';
import { useDecideVersion } from '../api/decide-version';

export type WaitingVersion = { documentId: string; documentName: string; version: number };

const RejectForm = ({ submission, onDone }: { submission: WaitingVersion; onDone: () => void }) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useDecideVersion();
  const reasonId = useId();

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = RejectVersionBody.safeParse({ version: submission.version, reason: reason.trim() });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? 'A reason is required');
          window.document.getElementById(reasonId)?.focus();
          return;
        }
        setError(undefined);
        mutation.mutate(
          { documentId: submission.documentId, reject: parsed.data },
          {
            onSuccess: () => {
              toast({ title: 'Upload rejected', description: submission.documentName });
              onDone();
            },
            onError: (failure) =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: failureText(failure, 'Failed to reject the upload'),
              }),
          },
        );
      }}
    >
      <p className="text-sm text-slate-700">
        The person who uploaded it reads your reason. The file stays on record but never enters the library.
      </p>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <Field id={reasonId} label="Reason" required error={error}>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            required
            aria-required="true"
            placeholder="e.g. This procedure already exists as Lockout/Tagout, version 3."
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
            {...describedBy(reasonId, { error })}
          />
        </Field>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button type="submit" variant="destructive" disabled={mutation.isPending}>
          {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {mutation.isPending ? 'Rejecting...' : 'Reject Upload'}
        </Button>
      </div>
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
