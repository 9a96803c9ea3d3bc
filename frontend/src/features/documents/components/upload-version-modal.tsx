import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle, Upload } from 'lucide-react';
import type { DocumentDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import type { DeferredDialogState } from '@/components/ui/deferred-dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors } from '@/lib/http';
import { useUploadVersion } from '../api/upload-version';
import { acceptedFiles, fileProblem } from '../file-check';

export type VersionTarget = Pick<DocumentDetail, 'id' | 'name' | 'currentVersion'> & {
  /** Whether the new version goes in force at once or waits for approval. */
  publishesAtOnce: boolean;
};

const VersionForm = ({ document, onDone }: { document: VersionTarget; onDone: () => void }) => {
  const [changeNote, setChangeNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ file?: string; changeNote?: string }>({});
  const mutation = useUploadVersion();
  const ids = { note: useId(), file: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = fileProblem(file);
    if (problem || !file) {
      setErrors({ file: problem });
      window.document.getElementById(ids.file)?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(
      { documentId: document.id, changeNote, file },
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
          const fields = fieldErrors(failure);
          if (fields.file || fields.changeNote) {
            setErrors({ file: fields.file, changeNote: fields.changeNote });
            window.document.getElementById(fields.file ? ids.file : ids.note)?.focus();
          }
          toast({
            variant: 'destructive',
            title: 'Upload failed',
            description: failureText(failure, 'Failed to upload the new version'),
          });
        },
      },
    );
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      <p className="text-sm text-slate-700">
        {document.publishesAtOnce
          ? `The new version replaces version ${document.currentVersion} at once; everyone who must sign is asked again.`
          : `An administrator or safety officer reviews the new version first; version ${document.currentVersion} stays in force until then.`}
      </p>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <Field id={ids.file} label="File" required error={errors.file}>
          <Input
            id={ids.file}
            type="file"
            required
            aria-required="true"
            accept={acceptedFiles}
            className="py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors((current) => ({ ...current, file: undefined }));
            }}
            {...describedBy(ids.file, { error: errors.file })}
          />
        </Field>
        <Field
          id={ids.note}
          label="What changed"
          hint="Shown in the version history, e.g. Step 4 now names the lockout box."
          error={errors.changeNote}
        >
          <Textarea
            id={ids.note}
            rows={3}
            maxLength={500}
            value={changeNote}
            onChange={(e) => setChangeNote(e.target.value)}
            {...describedBy(ids.note, { hint: true, error: errors.changeNote })}
          />
        </Field>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3">
        <ModalClose asChild>
          <Button variant="secondary">Cancel</Button>
        </ModalClose>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {mutation.isPending ? 'Uploading...' : 'Upload Version'}
        </Button>
      </div>
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
