import { useId } from 'react';
import { LoaderCircle, PenLine } from 'lucide-react';
import { documentMessages, SignDocumentBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { Label } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, HttpError } from '@/lib/http';
import { useSignedInUser } from '@/lib/session';
import { useContractForm } from '@/lib/use-contract-form';
import { useSignDocument } from '../api/sign-document';
import { SignaturePad } from './signature-pad';

export interface DocumentToSign {
  id: string;
  name: string;
  version: number;
}

type SignValues = { signatureData: string; acknowledged: boolean };

const SignForm = ({ document, onDone }: { document: DocumentToSign; onDone: () => void }) => {
  const user = useSignedInUser();
  const mutation = useSignDocument();
  const form = useContractForm({
    schema: SignDocumentBody,
    defaultValues: { signatureData: '', acknowledged: false },
    toBody: (values: SignValues): SignDocumentBody => ({
      documentId: document.id,
      signatureData: values.signatureData,
      // The contract takes only true: an unticked box is refused with its own words.
      acknowledged: values.acknowledged as true,
      documentVersion: document.version,
    }),
  });
  const ids = { signature: useId(), acknowledge: useId(), checkbox: useId(), error: useId() };
  const signature = form.watch('signatureData');
  const acknowledged = form.watch('acknowledged');
  const ready = signature !== '' && acknowledged;
  const signatureError = form.error('signatureData');

  const send = async (body: SignDocumentBody) => {
    try {
      await mutation.mutateAsync(body);
      toast({ title: 'Document signed successfully', description: `You signed ${document.name}.` });
      onDone();
    } catch (error) {
      form.fromServer(error);
      toast({
        variant: 'destructive',
        title: 'Failed to sign document',
        ...(error instanceof HttpError && error.problem ? { description: errorMessage(error) } : {}),
      });
    }
  };

  return (
    <form {...form.formProps(send, { className: 'grid gap-5' })}>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <SignaturePad
          onChange={(dataUrl) => {
            form.setValue('signatureData', dataUrl ?? '');
            form.clearErrors('signatureData');
          }}
          describedBy={signatureError ? ids.error : signature ? undefined : ids.signature}
        />
        {!signature && (
          <p id={ids.signature} className="text-sm text-slate-700">
            {documentMessages.signatureRequired}
          </p>
        )}
        {signatureError && (
          <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
            {signatureError}
          </p>
        )}
        <div className="grid gap-1.5">
          <div className="flex items-start gap-3">
            <Checkbox
              id={ids.checkbox}
              checked={acknowledged}
              onCheckedChange={(checked) => form.setValue('acknowledged', checked === true)}
              aria-describedby={acknowledged ? undefined : ids.acknowledge}
              className="mt-0.5"
            />
            <Label htmlFor={ids.checkbox} className="leading-snug">
              I, {user.firstName} {user.lastName}, have reviewed and acknowledge version {document.version} of{' '}
              {document.name}.
            </Label>
          </div>
          {!acknowledged && (
            <p id={ids.acknowledge} className="text-sm text-slate-700">
              {documentMessages.acknowledgementRequired}
            </p>
          )}
        </div>
      </fieldset>
      <p className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">
        Your electronic signature is recorded with your printed name, the date and time, its meaning (reviewed
        and acknowledged) and the exact version of the document.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button type="submit" disabled={!ready || mutation.isPending}>
          {mutation.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <PenLine aria-hidden="true" />
          )}
          {mutation.isPending ? 'Signing...' : 'Sign Document'}
        </Button>
      </div>
    </form>
  );
};

/** The signing dialog: drawing area, acknowledgement, submit enabled once both are there. */
export const SignDocumentModal = ({
  document,
  open,
  onOpenChange,
  returnFocusTo,
}: DeferredDialogState & { document: DocumentToSign }) => (
  <Modal
    open={open}
    onOpenChange={onOpenChange}
    returnFocusTo={returnFocusTo}
    title="Sign Document"
    description={`${document.name}, version ${document.version}`}
    className="max-w-xl"
  >
    {open && <SignForm document={document} onDone={() => onOpenChange(false)} />}
  </Modal>
);
