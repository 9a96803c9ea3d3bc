import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RecordCertificateFields, requestedFileTypes, requestedFileTypesText } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { ChoiceOptions } from '@/components/ui/choice-options';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { trainingsQueryOptions } from '@/features/training';
import { employeesQueryOptions } from '@/lib/employee-list';
import { acceptOf, fileProblem } from '@/lib/file-problem';
import { failureText } from '@/lib/http';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { useContractForm, type ContractField } from '@/lib/use-contract-form';
import { useRecordCertificate } from '../api/record-certificate';

type Values = {
  trainingId: string;
  userId: string;
  issuer: string;
  certificateNumber: string;
  issuedOn: string;
  expiresOn: string;
  file: FileList | null;
};

const blank: Values = {
  trainingId: '',
  userId: '',
  issuer: '',
  certificateNumber: '',
  issuedOn: '',
  expiresOn: '',
  file: null,
};

type Fields = z.input<typeof RecordCertificateFields>;

/** The text fields as the server takes them: empty optional ones are left out. */
const toBody = (values: Values): Fields => ({
  trainingId: values.trainingId,
  issuer: values.issuer.trim(),
  issuedOn: values.issuedOn,
  ...(values.userId ? { userId: values.userId } : {}),
  ...(values.certificateNumber.trim() ? { certificateNumber: values.certificateNumber.trim() } : {}),
  ...(values.expiresOn ? { expiresOn: values.expiresOn } : {}),
});

const fileOf = (values: Values): File | null => values.file?.[0] ?? null;
const fileRule = (values: Values) => {
  const problem = fileProblem(fileOf(values), requestedFileTypes, requestedFileTypesText);
  return problem ? { file: problem } : {};
};

/** Administrators choose whose certificate it is; everyone else records their own. */
const PersonField = ({ field, error }: { field: ContractField; error: string | undefined }) => {
  const { t } = useTranslation('training-certificates');
  const people = useQuery(employeesQueryOptions());
  return (
    <Field id={field.id} label={t('form.person')} hint={t('form.personHint')} error={error}>
      <NativeSelect {...field}>
        <ChoiceOptions
          empty={t('form.myself')}
          items={(people.data ?? [])
            .filter((p) => p.isActive)
            .map((p) => ({ value: p.id, label: `${p.firstName} ${p.lastName} (${p.department})` }))}
        />
      </NativeSelect>
    </Field>
  );
};

/** Records an outside certificate with its scan; it counts once the safety team accepts it. */
export const CertificateForm = () => {
  const { t } = useTranslation('training-certificates');
  const user = useSignedInUser();
  const courses = useQuery(trainingsQueryOptions());
  const mutation = useRecordCertificate();
  const form = useContractForm({
    schema: RecordCertificateFields,
    defaultValues: blank,
    toBody,
    rules: fileRule,
  });

  // The promise, not mutate's callbacks: the server's field reasons go next to their fields.
  const send = async (fields: Fields, values: Values) => {
    try {
      await mutation.mutateAsync({ fields, file: fileOf(values) as File });
      toast({ title: t('form.recorded'), description: t('form.willReview') });
      form.reset(blank);
    } catch (failure) {
      if (form.fromServer(failure)) return;
      toast({
        variant: 'destructive',
        title: t('form.error'),
        description: failureText(failure, t('form.failed')),
      });
    }
  };

  return (
    <form
      {...form.formProps(send, { className: 'grid items-start gap-4 sm:grid-cols-2' })}
      aria-label={t('form.label')}
    >
      <Field id="certificate-course" label={t('form.course')} required error={form.error('trainingId')}>
        <NativeSelect {...form.field('certificate-course', 'trainingId', { required: true })}>
          <ChoiceOptions
            empty={t('form.chooseCourse')}
            items={(courses.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
          />
        </NativeSelect>
      </Field>
      {isAdmin(user) && (
        <PersonField
          field={form.field('certificate-person', 'userId', { hint: true })}
          error={form.error('userId')}
        />
      )}
      <Field id="certificate-issuer" label={t('form.issuer')} required error={form.error('issuer')}>
        <Input {...form.field('certificate-issuer', 'issuer', { required: true })} autoComplete="off" />
      </Field>
      <Field id="certificate-number" label={t('form.number')} error={form.error('certificateNumber')}>
        <Input {...form.field('certificate-number', 'certificateNumber')} autoComplete="off" />
      </Field>
      <Field id="certificate-issued" label={t('form.issuedOn')} required error={form.error('issuedOn')}>
        <Input {...form.field('certificate-issued', 'issuedOn', { required: true })} type="date" />
      </Field>
      <Field
        id="certificate-expires"
        label={t('form.expiresOn')}
        hint={t('form.expiresHint')}
        error={form.error('expiresOn')}
      >
        <Input {...form.field('certificate-expires', 'expiresOn', { hint: true })} type="date" />
      </Field>
      <Field
        id="certificate-file"
        label={t('form.file')}
        required
        hint={t('form.fileHint')}
        error={form.error('file')}
        className="sm:col-span-2"
      >
        <Input
          {...form.field('certificate-file', 'file', { hint: true, required: true })}
          type="file"
          accept={acceptOf(requestedFileTypes)}
          className="py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800"
        />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('form.recording') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
};
