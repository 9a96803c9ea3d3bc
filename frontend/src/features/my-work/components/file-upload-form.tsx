import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, Upload } from 'lucide-react';
import { z } from 'zod';
import { requestedFileTypes, requestedFileTypesText, type MyWorkItem } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { acceptOf, fileProblem } from '@/lib/file-problem';
import { failureText } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useUploadRequestedFile } from '../api/upload-requested-file';

const accept = acceptOf(requestedFileTypes);

type Values = { file: FileList | null };

/** The upload sends one file and no text fields, so no contract applies: only the file rule checks. */
const NoFields = z.strictObject({});
type NoFields = z.infer<typeof NoFields>;

const fileOf = (values: Values): File | null => values.file?.[0] ?? null;

/** The multipart's one file, which no JSON contract describes: the server's type and size checks. */
const fileRule = (values: Values) => {
  const problem = fileProblem(fileOf(values), requestedFileTypes, requestedFileTypesText);
  return problem ? { file: problem } : {};
};

/** Uploads the requested file; the server checks its content, size and the daily quota again. */
export const FileUploadForm = ({ request }: { request: Extract<MyWorkItem, { kind: 'file' }> }) => {
  const { t } = useTranslation('my-work');
  const mutation = useUploadRequestedFile();
  const inputId = useId();
  const form = useContractForm({
    schema: NoFields,
    defaultValues: { file: null },
    toBody: (): NoFields => ({}),
    rules: fileRule,
  });

  // The promise, not mutate's callbacks: once submitted, this form leaves the page.
  const send = async (_: NoFields, values: Values) => {
    const file = fileOf(values) as File;
    try {
      await mutation.mutateAsync({ requestId: request.id, file });
      toast({ title: t('file.uploaded'), description: `${request.title}: ${file.name}` });
    } catch (failure) {
      if (form.fromServer(failure)) return;
      toast({
        variant: 'destructive',
        title: t('error'),
        description: failureText(failure, t('file.uploadFailed')),
      });
    }
  };

  return (
    <form {...form.formProps(send, { className: 'flex flex-wrap items-end gap-3' })}>
      <Field
        id={inputId}
        label={t('file.label', { title: request.title })}
        required
        hint={t('file.hint')}
        error={form.error('file')}
        className="min-w-60 flex-1"
      >
        <Input
          {...form.field(inputId, 'file', { hint: true, required: true })}
          type="file"
          required
          accept={accept}
          disabled={mutation.isPending}
          className="py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
        />
      </Field>
      <Button type="submit" size="sm" disabled={mutation.isPending} className="mb-6">
        {mutation.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {mutation.isPending ? t('file.uploading') : t('file.upload')}
        <span className="sr-only" translate="no">
          {' '}
          {request.title}
        </span>
      </Button>
    </form>
  );
};
