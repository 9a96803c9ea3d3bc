import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, LoaderCircle, Upload } from 'lucide-react';
import { DocumentCategory, documentMessages } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors } from '@/lib/http';
import { useUploadDocument } from '../api/upload-document';
import { formatFileSize } from '../document-format';
import { acceptedFiles, fileProblem } from '../file-check';

type Errors = Partial<Record<'name' | 'category' | 'file', string>>;

/** Name, category and one file of an accepted type, at most 10 MB. */
const validate = (name: string, category: string, file: File | null): Errors => {
  const errors: Errors = {};
  if (!name.trim()) errors.name = documentMessages.nameRequired;
  if (!category) errors.category = documentMessages.categoryRequired;
  const problem = fileProblem(file);
  if (problem) errors.file = problem;
  return errors;
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
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const ids = { name: useId(), category: useId(), file: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(name, category, file);
    setErrors(found);
    const parsedCategory = DocumentCategory.safeParse(category);
    if (Object.keys(found).length > 0 || !file || !parsedCategory.success) {
      const first = (['name', 'category', 'file'] as const).find((key) => found[key]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    mutation.mutate(
      { name: name.trim(), category: parsedCategory.data, file },
      {
        onSuccess: (uploaded) => {
          // Uploads of people who do not manage documents wait for approval (listed on the library page).
          toast(
            uploaded.status === 'pending'
              ? {
                  title: 'Document sent for approval',
                  description: `${name.trim()} appears in the library once an administrator or safety officer approves it.`,
                }
              : { title: 'Document uploaded successfully', description: name.trim() },
          );
          void navigate('/documents');
        },
        onError: (error) => {
          // The server's reasons (a file's type or size found on receipt) go next to their fields.
          const fromServer: Errors = fieldErrors(error);
          setErrors(fromServer);
          const first = (['name', 'category', 'file'] as const).find((key) => fromServer[key]);
          // After the frame: the fieldset disabled while sending is enabled again by then.
          if (first) requestAnimationFrame(() => document.getElementById(ids[first])?.focus());
          toast({
            variant: 'destructive',
            title: 'Upload failed',
            description: failureText(error, 'Failed to upload document'),
          });
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        eyebrow={<BackLink />}
        title="Upload Safety Document"
        description="Add a document to the library. Accepted: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX and TXT, up to 10 MB."
      />
      <Card className="max-w-2xl">
        <form noValidate onSubmit={submit} aria-label="Upload Safety Document">
          <CardContent>
            <fieldset disabled={mutation.isPending} className="grid gap-5">
              <Field id={ids.name} label="Document Name" required error={errors.name}>
                <Input
                  id={ids.name}
                  required
                  aria-required="true"
                  maxLength={200}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  {...describedBy(ids.name, { error: errors.name })}
                />
              </Field>
              <Field id={ids.category} label="Category" required error={errors.category}>
                <NativeSelect
                  id={ids.category}
                  required
                  aria-required="true"
                  value={category}
                  onChange={(e) => setCategory(e.target.value)}
                  {...describedBy(ids.category, { error: errors.category })}
                >
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
                error={errors.file}
              >
                <Input
                  id={ids.file}
                  type="file"
                  required
                  aria-required="true"
                  accept={acceptedFiles}
                  className="py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                  {...describedBy(ids.file, { hint: true, error: errors.file })}
                />
              </Field>
              {file && !errors.file && (
                <p className="text-sm text-slate-700">
                  Selected: {file.name} ({formatFileSize(file.size)})
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
