import { useRef, useState, type FormEvent } from 'react';
import { CertifyOshaSummaryBody, type Osha300ASummary } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { todayIsoDate } from '@/lib/dates';
import { inputLimits } from '@/lib/form-fields';
import { failureText, fieldErrors, HttpError } from '@/lib/http';
import { newUuid } from '@/lib/uuid';
import { useCertifySummary } from '../api/certify-summary';

const shape = CertifyOshaSummaryBody.shape;

/** The company executive's certification of the 300A shown (1904.32(b)(3)): name, title, date. */
export const CertifyDialog = ({ summary }: { summary: Osha300ASummary }) => {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({
    executiveName: '',
    executiveTitle: '',
    certifiedOn: todayIsoDate(),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const idempotencyKey = useRef<string | null>(null);
  const mutation = useCertifySummary();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.executiveName.trim()) found.executiveName = 'Required';
    if (!values.executiveTitle.trim()) found.executiveTitle = 'Required';
    if (!values.certifiedOn) found.certifiedOn = 'Required';
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`certify-${first}`)?.focus();
      return;
    }
    idempotencyKey.current ??= newUuid();
    mutation.mutate(
      {
        body: {
          establishmentId: summary.establishment.id,
          year: summary.year,
          ...values,
          summarySha256: summary.summarySha256,
        },
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: () => {
          idempotencyKey.current = null;
          setOpen(false);
          toast({
            title: 'Summary certified',
            description: `${summary.establishment.name}, ${summary.year}.`,
          });
        },
        onError: (error) => {
          idempotencyKey.current = null;
          const fields = fieldErrors(error);
          setErrors(fields);
          if (error instanceof HttpError && error.status === 409) {
            toast({
              variant: 'destructive',
              title: 'The summary changed',
              description: 'The records changed since it was opened. Review the new totals, then certify.',
            });
            setOpen(false);
          }
        },
      },
    );
  };

  const field = (key: 'executiveName' | 'executiveTitle' | 'certifiedOn', label: string, type = 'text') => {
    const id = `certify-${key}`;
    return (
      <Field id={id} label={label} required error={errors[key]}>
        <Input
          id={id}
          type={type}
          value={values[key]}
          {...(type === 'date' ? { max: todayIsoDate() } : inputLimits(shape, key))}
          aria-required="true"
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
          {...describedBy(id, { error: errors[key] })}
        />
      </Field>
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={`Certify the ${summary.year} summary`}
      description="I certify that I have examined this document and that to the best of my knowledge the entries are true, accurate, and complete. Knowingly falsifying this document may result in a fine."
      trigger={<Button type="button">Certify</Button>}
    >
      <form onSubmit={submit} noValidate aria-label="Certification" className="grid gap-4">
        {field('executiveName', 'Company executive')}
        {field('executiveTitle', 'Title')}
        {field('certifiedOn', 'Date', 'date')}
        {mutation.isError && !(mutation.error instanceof HttpError && mutation.error.status === 409) && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failureText(mutation.error, 'Not certified')}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending}>
            Certify summary
          </Button>
        </div>
      </form>
    </Modal>
  );
};
