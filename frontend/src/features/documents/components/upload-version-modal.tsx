import { useId } from 'react';
import { Upload } from 'lucide-react';
import { UploadVersionFields, type DocumentDetail } from '@hs/contracts';
import { FormDialogActions } from '@/components/ui/form-dialog';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useUploadVersion } from '../api/upload-version';
import { acceptedFiles, fileProblem } from '../file-check';

export type VersionTarget = Pick<DocumentDetail, 'id' | 'name' | 'currentVersion'> & {
  /** Whether the new version goes in force at once or waits for approval. */
  publishesAtOnce: boolean;
};

type Values = { changeNote: string; file: FileList | null };

const fileOf = (values: Values): File | null => values.file?.[0] ?? null;

/** The multipart's file, which no JSON contract describes. */
const fileRule = (values: Values) => {
  const problem = fileProblem(fileOf(values));
  return problem ? { file: problem } : {};
};

const VersionForm = ({ document, onDone }: { document: VersionTarget; onDone: () => void }) => {
  const mutation = useUploadVersion();
  const ids = { note: useId(), file: useId() };
  const form = useContractForm({
    schema: UploadVersionFields,
    defaultValues: { changeNote: '', file: null },
    toBody: (values: Values): UploadVersionFields => ({ changeNote: values.changeNote }),
    rules: fileRule,
  });

  const send = ({ changeNote = '' }: UploadVersionFields, values: Values) =>
    mutation.mutate(
      { documentId: document.id, changeNote, file: fileOf(values) as File },
      {
        onSuccess: (uploaded) => {
          toast(
            uploaded.status === 'pending'
              ? {
                  title: `Version ${uploaded.version} sent for approval`,
                  description: `Version ${document.currentVersion} stays in force until it is approved.`,
                }
              : { title: `Version ${uploaded.version} uploaded`, description: document.name },
          );
          onDone();
        },
        onError: (failure) => {
          form.fromServer(failure);
          toast({
            variant: 'destructive',
            title: 'Upload failed',
            description: failureText(failure, 'Failed to upload the new version'),
          });
        },
      },
    );

  return (
    <form {...form.formProps(send, { className: 'grid gap-5' })}>
      <p className="text-sm text-slate-700">
        {document.publishesAtOnce
          ? `The new version replaces version ${document.currentVersion} at once; everyone who must sign is asked again.`
          : `An administrator or safety officer reviews the new version first; version ${document.currentVersion} stays in force until then.`}
      </p>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <Field id={ids.file} label="File" required error={form.error('file')}>
          <Input
            {...form.field(ids.file, 'file', { required: true })}
            type="file"
            required
            accept={acceptedFiles}
            className="py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
          />
        </Field>
        <Field
          id={ids.note}
          label="What changed"
          hint="Shown in the version history, e.g. Step 4 now names the lockout box."
          error={form.error('changeNote')}
        >
          <Textarea {...form.field(ids.note, 'changeNote', { hint: true })} rows={3} />
        </Field>
      </fieldset>
      <FormDialogActions
        pending={mutation.isPending}
        submitLabel="Upload Version"
        pendingLabel="Uploading..."
        icon={<Upload aria-hidden="true" />}
      />
    </form>
  );
};

/** A new version of a document, with a note of what changed. */
export const UploadVersionModal = ({
  document,
  open,
  onOpenChange,
  returnFocusTo,
}: DeferredDialogState & { document: VersionTarget }) => (
  <Modal
    open={open}
    onOpenChange={onOpenChange}
    returnFocusTo={returnFocusTo}
    title="Upload New Version"
    description={`A new version of ${document.name}.`}
  >
    {open && <VersionForm document={document} onDone={() => onOpenChange(false)} />}
  </Modal>
);
