import { useId } from 'react';
import { RetireDocumentBody, type DocumentSummary } from '@hs/contracts';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { FormDialogActions, useFormDialog } from '@/components/ui/form-dialog';
import { Modal } from '@/components/ui/modal';
import { ReasonFieldset } from './reason-fieldset';
import { useRetireDocument } from '../api/retire-document';

export type RetiringDocument = Pick<DocumentSummary, 'id' | 'name'>;

const RetireForm = ({ document, onDone }: { document: RetiringDocument; onDone: () => void }) => {
  const reasonId = useId();
  const mutation = useRetireDocument();
  const form = useFormDialog({
    schema: RetireDocumentBody,
    defaultValues: { reason: '' },
    toBody: (values: RetireDocumentBody) => values,
    send: (body: RetireDocumentBody) => mutation.mutateAsync({ documentId: document.id, body }),
    success: () => ({ title: 'Document retired', description: document.name }),
    failure: { title: 'Error', fallback: 'Failed to retire the document' },
    onDone,
  });

  return (
    <form {...form.formProps()}>
      <p className="text-sm text-slate-700">
        The document leaves the library and nobody is asked to sign it any more. Its versions and every
        signature stay on record and readable here.
      </p>
      <ReasonFieldset
        id={reasonId}
        disabled={mutation.isPending}
        error={form.error('reason')}
        placeholder="e.g. Superseded by the 2027 edition."
        control={form.field(reasonId, 'reason')}
      />
      <FormDialogActions
        pending={mutation.isPending}
        variant="destructive"
        submitLabel="Retire Document"
        pendingLabel="Retiring..."
      />
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
