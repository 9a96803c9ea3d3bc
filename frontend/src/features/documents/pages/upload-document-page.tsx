import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, LoaderCircle, Upload } from 'lucide-react';
import { DocumentCategory, documentMessages, UploadDocumentFields } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useUploadDocument } from '../api/upload-document';
import { formatFileSize } from '../document-format';
import { acceptedFiles, fileProblem } from '../file-check';

type Values = { name: string; category: string; file: FileList | null };

const fileOf = (values: Values): File | null => values.file?.[0] ?? null;

/** The multipart's file, which no JSON contract describes, and a category not yet chosen. */
const uploadRules = (values: Values) => {
  const problem = fileProblem(fileOf(values));
  return {
    ...(values.category ? {} : { category: documentMessages.categoryRequired }),
    ...(problem ? { file: problem } : {}),
  };
};

const BackLink = () => (
  <Link
    to="/documents"
    className="mb-2 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Safety Documents
  </Link>
);

/** Upload: after success the library is shown with the new document on top. */
export const UploadDocumentPage = () => {
  const navigate = useNavigate();
  const mutation = useUploadDocument();
  const form = useContractForm({
    schema: UploadDocumentFields,
    defaultValues: { name: '', category: '', file: null },
    toBody: (values: Values) => ({ name: values.name.trim(), category: values.category as DocumentCategory }),
    rules: uploadRules,
  });
  const { error, field } = form;
  const chosen = (useWatch({ control: form.control, name: 'file' }) as FileList | null)?.[0];
  const ids = { name: useId(), category: useId(), file: useId() };

  const send = (fields: UploadDocumentFields, values: Values) =>
    mutation.mutate(
      { ...fields, file: fileOf(values) as File },
      {
        onSuccess: (uploaded) => {
          // Uploads of people who do not manage documents wait for approval (listed on the library page).
          toast(
            uploaded.status === 'pending'
              ? {
                  title: 'Document sent for approval',
                  description: `${fields.name} appears in the library once an administrator or safety officer approves it.`,
                }
              : { title: 'Document uploaded successfully', description: fields.name },
          );
          void navigate('/documents');
        },
        onError: (failure) => {
          // The server's reasons (a file's type or size found on receipt) go next to their fields.
          form.fromServer(failure);
          toast({
            variant: 'destructive',
            title: 'Upload failed',
            description: failureText(failure, 'Failed to upload document'),
          });
        },
      },
    );

  return (
    <>
      <PageHeader
        eyebrow={<BackLink />}
        title="Upload Safety Document"
        description="Add a document to the library. Accepted: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX and TXT, up to 10 MB."
      />
      <Card className="max-w-2xl">
        <form {...form.formProps(send)} aria-label="Upload Safety Document">
          <CardContent>
            <fieldset disabled={mutation.isPending} className="grid gap-5">
              <Field id={ids.name} label="Document Name" required error={error('name')}>
                <Input {...field(ids.name, 'name')} required />
              </Field>
              <Field id={ids.category} label="Category" required error={error('category')}>
                <NativeSelect {...field(ids.category, 'category')} required>
                  <option value="">Select a category</option>
                  {DocumentCategory.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field
                id={ids.file}
                label="File"
                required
                hint="One file: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX or TXT, at most 10 MB."
                error={error('file')}
              >
                <Input
                  {...field(ids.file, 'file', { hint: true, required: true })}
                  type="file"
                  required
                  accept={acceptedFiles}
                  className="py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
                />
              </Field>
              {chosen && !error('file') && (
                <p className="text-sm text-slate-700">
                  Selected: {chosen.name} ({formatFileSize(chosen.size)})
                </p>
              )}
            </fieldset>
          </CardContent>
          <CardFooter>
            <Button asChild variant="secondary">
              <Link to="/documents">Cancel</Link>
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Upload aria-hidden="true" />
              )}
              {mutation.isPending ? 'Uploading...' : 'Upload Document'}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </>
  );
};
