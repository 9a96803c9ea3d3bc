import { useRef, useState } from 'react';
import {
  CERTIFICATION_MEANING,
  CertifyOshaSummaryBody,
  type CertifyOshaSummaryInput,
  type Osha300ASummary,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { todayIsoDate } from '@/lib/dates';
import { failureText, fieldErrors, HttpError } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { newUuid } from '@/lib/uuid';
import { useCertifySummary } from '../api/certify-summary';

type Values = Pick<CertifyOshaSummaryInput, 'executiveName' | 'executiveTitle' | 'certifiedOn' | 'password'>;

/** The company executive's certification of the 300A shown (1904.32(b)(3)): name, title, date. */
export const CertifyDialog = ({ summary }: { summary: Osha300ASummary }) => {
  const [open, setOpen] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const mutation = useCertifySummary();
  const namedField = Object.keys(fieldErrors(mutation.error)).length > 0;
  const form = useContractForm({
    schema: CertifyOshaSummaryBody,
    defaultValues: { executiveName: '', executiveTitle: '', certifiedOn: todayIsoDate(), password: '' },
    toBody: (values: Values): CertifyOshaSummaryInput => ({
      establishmentId: summary.establishment.id,
      year: summary.year,
      ...values,
      summarySha256: summary.summarySha256,
    }),
  });

  const send = (body: CertifyOshaSummaryInput) => {
    idempotencyKey.current ??= newUuid();
    mutation.mutate(
      { body, idempotencyKey: idempotencyKey.current },
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
          form.fromServer(error);
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

  const field = (key: keyof Values, label: string, type = 'text', hint?: string) => {
    const id = `certify-${key}`;
    return (
      <Field id={id} label={label} required error={form.error(key)} {...(hint ? { hint } : {})}>
        <Input
          {...form.field(id, key, { required: true, hint: hint !== undefined })}
          type={type}
          {...(type === 'date' ? { max: todayIsoDate() } : {})}
          {...(type === 'password' ? { autoComplete: 'current-password' } : {})}
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
      <form {...form.formProps(send, { className: 'grid gap-4' })} aria-label="Certification">
        {field('executiveName', 'Company executive')}
        {field('executiveTitle', 'Title')}
        {field('certifiedOn', 'Date', 'date')}
        {field('password', 'Your password', 'password', 'Certifying asks for your password again.')}
        <p className="text-xs text-slate-700">
          Recorded as your electronic signature with your name, the date and time with the time zone, and its
          meaning ({CERTIFICATION_MEANING}).
        </p>
        {/* A changed summary closes the dialog; a refused field (the password) says it next to the field. */}
        {mutation.isError &&
          !(mutation.error instanceof HttpError && mutation.error.status === 409) &&
          !namedField && (
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
