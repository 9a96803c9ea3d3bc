import { useId, useState } from 'react';
import { LoaderCircle, Upload } from 'lucide-react';
import { documentMessages, MAX_UPLOAD_BYTES, requestedFileTypes, type MyWorkItem } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { fieldErrors, failureText } from '@/lib/http';
import { useUploadRequestedFile } from '../api/upload-requested-file';

const accept = requestedFileTypes.map((type) => `.${type}`).join(',');

/** Uploads the requested file; the server checks its content, size and the daily quota again. */
export const FileUploadForm = ({ request }: { request: Extract<MyWorkItem, { kind: 'file' }> }) => {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const mutation = useUploadRequestedFile();
  const inputId = useId();

  const submit = () => {
    const problem = !file
      ? documentMessages.fileRequired
      : file.size > MAX_UPLOAD_BYTES
        ? documentMessages.tooLarge
        : undefined;
    if (problem || !file) {
      setError(problem);
      window.document.getElementById(inputId)?.focus();
      return;
    }
    // The promise, not mutate's callbacks: once submitted, this form leaves the page.
    void mutation.mutateAsync({ requestId: request.id, file }).then(
      () => toast({ title: 'File uploaded', description: `${request.title}: ${file.name}` }),
      (failure: unknown) => {
        const reason = fieldErrors(failure)['file'];
        if (reason) setError(reason);
        else
          toast({
            variant: 'destructive',
            title: 'Error',
            description: failureText(failure, 'Failed to upload the file'),
          });
      },
    );
  };

  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        id={inputId}
        label={`File for ${request.title}`}
        required
        hint="PDF, Word, Excel, PowerPoint or text, or a photo (JPG, PNG), at most 10 MB."
        error={error}
        className="min-w-60 flex-1"
      >
        <Input
          id={inputId}
          type="file"
          required
          aria-required="true"
          accept={accept}
          disabled={mutation.isPending}
          className="py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError(undefined);
          }}
          {...describedBy(inputId, { hint: true, error })}
        />
      </Field>
      <Button type="submit" size="sm" disabled={mutation.isPending} className="mb-6">
        {mutation.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {mutation.isPending ? 'Uploading...' : 'Upload'}
        <span className="sr-only"> {request.title}</span>
      </Button>
    </form>
  );
};
