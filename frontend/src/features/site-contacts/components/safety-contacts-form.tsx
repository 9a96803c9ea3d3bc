import { useTranslation } from 'react-i18next';
import { SAFETY_EMAIL_MAX, SAFETY_HOTLINE_MAX, SafetyContactsBody, type SiteSettings } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { showNotSaved } from '@/lib/not-saved';
import { useContractForm } from '@/lib/use-contract-form';
import { useSaveSafetyContacts } from '../api/save-safety-contacts';

type Values = { safetyHotline: string; safetyEmail: string };

/** An administrator sets the site's hotline and e-mail; an empty field is "not set". */
export const SafetyContactsForm = ({ settings }: { settings: SiteSettings }) => {
  const { t } = useTranslation('site-contacts');
  const mutation = useSaveSafetyContacts();
  const form = useContractForm({
    schema: SafetyContactsBody,
    defaultValues: { safetyHotline: settings.safetyHotline ?? '', safetyEmail: settings.safetyEmail ?? '' },
    toBody: (values: Values) => values,
  });
  const send = (body: SafetyContactsBody) =>
    mutation.mutate(body, {
      onSuccess: () =>
        toast({
          title: t('saved'),
          description: `${body.safetyHotline || t('notSet')} · ${body.safetyEmail || t('notSet')}`,
        }),
      onError: (error) => showNotSaved(form, error),
    });
  return (
    <form {...form.formProps(send, { className: 'grid gap-4 sm:grid-cols-2' })} aria-label={t('title')}>
      <Field
        id="safety-hotline"
        label={t('hotline')}
        hint={t('hotlineHint')}
        error={form.error('safetyHotline')}
      >
        <Input
          {...form.field('safety-hotline', 'safetyHotline', { hint: true })}
          type="tel"
          autoComplete="off"
          maxLength={SAFETY_HOTLINE_MAX}
        />
      </Field>
      <Field id="safety-email" label={t('email')} error={form.error('safetyEmail')}>
        <Input
          {...form.field('safety-email', 'safetyEmail')}
          type="email"
          autoComplete="off"
          maxLength={SAFETY_EMAIL_MAX}
        />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
};
