import { useId, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { RetireDocumentBody, type DocumentSummary } from '@hs/contracts';
import { Button } from '../../../components/ui/button';
import type { DeferredDialogState } from '../../../components/ui/deferred-dialog';
import { describedBy, Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/form-controls';
import { Modal, ModalClose } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast-store';
import { failureText } from '../../../lib/http';
import { useRetireDocument } from '../api/retire-document';

export type RetiringDocument = Pick<DocumentSummary, 'id' | 'name'>;

const RetireForm = ({ document, onDone }: { document: RetiringDocument; onDone: () => void }) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useRetireDocument();
  const reasonId = useId();

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = RetireDocumentBody.safeParse({ reason });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? 'A reason is required');
          window.document.getElementById(reasonId)?.focus();
          return;
        }
        setError(undefined);
        mutation.mutate(
          { documentId: document.id, body: parsed.data },
          {
            onSuccess: () => {
              toast({ title: 'Document retired', description: document.name });
              onDone();
            },
            onError: (failure) =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: failureText(failure, 'Failed to retire the document'),
              }),
          },
        );
      }}
    >
      <p className="text-sm text-slate-700">
        The document leaves the library and nobody is asked to sign it any more. Its versions and every
        signature stay on record and readable here.
      </p>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <Field id={reasonId} label="Reason" required error={error}>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            required
            aria-required="true"
            placeholder="e.g. Superseded by the 2027 edition."
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
          {mutation.isPending ? 'Retiring...' : 'Retire Document'}
        </Button>
      </div>
    </form>
  );
};

/** Confirms retiring a document, with the reason the log keeps. */
export const RetireDocumentModal = ({
  document,
  open,
  onOpenChange,
  returnFocusTo,
}: DeferredDialogState & { document: RetiringDocument }) => (
  <Modal
    open={open}
    onOpenChange={onOpenChange}
    returnFocusTo={returnFocusTo}
    title="Retire Document"
    description={`Retire ${document.name}?`}
  >
    {open && <RetireForm document={document} onDone={() => onOpenChange(false)} />}
  </Modal>
);
