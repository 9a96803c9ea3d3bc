import { useId, useRef, useState } from 'react';
import { BookOpen, PenLine } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { DOCUMENT_SIGNATURE_MEANING, SignDocumentBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormDialogActions } from '@/components/ui/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { Input, Label } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { errorMessage, HttpError } from '@/lib/http';
import { useSignedInUser } from '@/lib/session';
import { useContractForm } from '@/lib/use-contract-form';
import { useSignDocument } from '../api/sign-document';
import { useOpened } from '../viewer/opened-versions';
import { ReadBeforeSigning } from '../viewer/read-before-signing';
import { meaningWord } from '../document-format';
import { SignaturePad } from './signature-pad';

export interface DocumentToSign {
  id: string;
  name: string;
  version: number;
}

type SignValues = { signatureData: string; acknowledged: boolean; password: string };

/** Offered until this version has been opened in the app: signing says "I have reviewed". */
const ReadFirst = ({ onRead }: { onRead: () => void }) => {
  const { t } = useTranslation('documents');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm text-amber-900">{t('sign.notOpened')}</p>
      <Button variant="secondary" size="sm" onClick={onRead}>
        <BookOpen aria-hidden="true" />
        {t('sign.readDocument')}
      </Button>
    </div>
  );
};

interface SignFormProps {
  document: DocumentToSign;
  onDone: () => void;
  onRead: () => void;
}

const SignForm = ({ document, onDone, onRead }: SignFormProps) => {
  const { t } = useTranslation('documents');
  const user = useSignedInUser();
  const mutation = useSignDocument();
  const opened = useOpened(user.id, document.id, document.version);
  const form = useContractForm({
    schema: SignDocumentBody,
    defaultValues: { signatureData: '', acknowledged: false, password: '' },
    toBody: (values: SignValues): SignDocumentBody => ({
      documentId: document.id,
      signatureData: values.signatureData,
      // The contract takes only true: an unticked box is refused with its own words.
      acknowledged: values.acknowledged as true,
      documentVersion: document.version,
      password: values.password,
    }),
  });
  const ids = { checkbox: useId(), signatureError: useId(), acknowledgeError: useId() };
  const acknowledged = form.watch('acknowledged');
  // Reasons appear once Sign is pressed without them, and go when the signature or tick is given.
  const signatureError = form.error('signatureData');
  const acknowledgeError = form.error('acknowledged');

  const send = async (body: SignDocumentBody) => {
    try {
      await mutation.mutateAsync(body);
      toast({ title: t('sign.signed'), description: t('sign.signedDescription', { name: document.name }) });
      onDone();
    } catch (error) {
      // A throttled account names no field: its wait belongs next to the password all the same.
      const throttled = error instanceof HttpError && error.status === 429;
      form.fromServer(error, throttled ? { password: errorMessage(error) } : {});
      toast({
        variant: 'destructive',
        title: t('sign.failed'),
        ...(error instanceof HttpError && error.problem ? { description: errorMessage(error) } : {}),
      });
    }
  };

  return (
    <form
      {...form.formProps(send, {
        className: 'grid gap-5',
        onInvalid: () =>
          requestAnimationFrame(() =>
            form.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          ),
      })}
    >
      {!opened && <ReadFirst onRead={onRead} />}
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <SignaturePad
          onChange={(dataUrl) => {
            form.setValue('signatureData', dataUrl ?? '');
            form.clearErrors('signatureData');
          }}
          {...(signatureError ? { describedBy: ids.signatureError } : {})}
        />
        {signatureError && (
          <p id={ids.signatureError} role="alert" className="text-sm font-medium text-red-700">
            {signatureError}
          </p>
        )}
        <div className="grid gap-1.5">
          <div className="flex items-start gap-3">
            <Checkbox
              id={ids.checkbox}
              checked={acknowledged}
              onCheckedChange={(checked) => {
                form.setValue('acknowledged', checked === true);
                form.clearErrors('acknowledged');
              }}
              {...(acknowledgeError
                ? { 'aria-invalid': true, 'aria-describedby': ids.acknowledgeError }
                : {})}
              className={cn('mt-0.5', acknowledgeError && 'border-red-700')}
            />
            <Label htmlFor={ids.checkbox} className="leading-snug">
              <Trans
                t={t}
                i18nKey="sign.acknowledge"
                values={{
                  name: `${user.firstName} ${user.lastName}`,
                  version: document.version,
                  document: document.name,
                }}
                components={{ doc: <span translate="no" /> }}
              />
            </Label>
          </div>
          {acknowledgeError && (
            <p id={ids.acknowledgeError} role="alert" className="text-sm font-medium text-red-700">
              {acknowledgeError}
            </p>
          )}
        </div>
        <Field
          id="sign-password"
          label={t('sign.password')}
          required
          hint={t('sign.passwordHint')}
          error={form.error('password')}
        >
          <Input
            {...form.field('sign-password', 'password', { hint: true, required: true })}
            type="password"
            autoComplete="current-password"
          />
        </Field>
      </fieldset>
      <p className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">
        {t('sign.record', { meaning: meaningWord(t, DOCUMENT_SIGNATURE_MEANING) })}
      </p>
      <FormDialogActions
        pending={mutation.isPending}
        submitLabel={t('sign.submit')}
        pendingLabel={t('sign.signing')}
        icon={<PenLine aria-hidden="true" />}
      />
    </form>
  );
};

/** The signing dialog: the document to read, a drawing area and the acknowledgement, checked when Sign is pressed. */
export const SignDocumentModal = ({
  document,
  open,
  onOpenChange,
  returnFocusTo,
}: DeferredDialogState & { document: DocumentToSign }) => {
  const { t } = useTranslation('documents');
  const [reading, setReading] = useState(false);
  const formArea = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setReading(false);
        onOpenChange(next);
      }}
      returnFocusTo={returnFocusTo}
      title={t('sign.title')}
      description={t('sign.description', { name: document.name, version: document.version })}
      className={reading ? 'max-w-3xl' : 'max-w-xl'}
    >
      {open && reading && (
        <ReadBeforeSigning
          documentId={document.id}
          version={document.version}
          onBack={() => {
            setReading(false);
            requestAnimationFrame(() => formArea.current?.focus());
          }}
        />
      )}
      {/* Hidden, not unmounted, while reading: the signature drawn so far stays. */}
      {open && (
        <div ref={formArea} tabIndex={-1} hidden={reading} className="focus:outline-none">
          <SignForm document={document} onDone={() => onOpenChange(false)} onRead={() => setReading(true)} />
        </div>
      )}
    </Modal>
  );
};
