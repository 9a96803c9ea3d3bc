import { useState } from 'react';
import { Link } from 'react-router';
import { Headset, Mail, Phone, Send } from 'lucide-react';
import { SafetyMessageBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/form-controls';
import { FormDialogActions, useFormDialog } from '@/components/ui/form-dialog';
import { Modal } from '@/components/ui/modal';
import { telHref, useSiteSettings } from '@/lib/site-settings';
import { useSendSafetyMessage } from '../api/send-safety-message';

type Values = { subject: string; message: string; aboutReportNumber: string };

/** The hotline and e-mail as the site's administrators set them; unset ones say so. */
const SafetyContacts = () => {
  const settings = useSiteSettings();
  const linkClass = 'inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline';
  return (
    <section
      aria-labelledby="safety-contacts-title"
      className="grid gap-1 rounded-lg bg-slate-50 p-4 text-sm"
    >
      <h3 id="safety-contacts-title" className="font-semibold text-slate-900">
        Urgent? Call or write directly
      </h3>
      {settings?.safetyHotline ? (
        <a href={telHref(settings.safetyHotline)} className={linkClass}>
          <Phone className="size-4" aria-hidden="true" />
          Safety hotline: {settings.safetyHotline}
        </a>
      ) : (
        <p className="text-slate-700">No safety hotline is set for this site.</p>
      )}
      {settings?.safetyEmail ? (
        <a href={`mailto:${settings.safetyEmail}`} className={linkClass}>
          <Mail className="size-4" aria-hidden="true" />
          {settings.safetyEmail}
        </a>
      ) : (
        <p className="text-slate-700">No safety team e-mail is set for this site.</p>
      )}
    </section>
  );
};

const MessageForm = ({ onDone }: { onDone: () => void }) => {
  const mutation = useSendSafetyMessage();
  const form = useFormDialog({
    schema: SafetyMessageBody,
    defaultValues: { subject: '', message: '', aboutReportNumber: '' },
    toBody: (values: Values) => ({
      subject: values.subject.trim(),
      message: values.message.trim(),
      aboutReportNumber: values.aboutReportNumber.trim().toUpperCase() || null,
    }),
    send: mutation.mutateAsync,
    success: () => ({
      title: 'Message sent',
      description: 'The safety team was notified. Their answer reaches you in your notifications.',
    }),
    failure: { title: 'Message not sent', fallback: 'Try again.' },
    onDone,
  });
  const { error, field } = form;
  return (
    <form {...form.formProps()} aria-label="Write to the safety team">
      <fieldset disabled={mutation.isPending} className="grid gap-4">
        <Field id="safety-message-subject" label="Subject" required error={error('subject')}>
          <Input autoComplete="off" {...field('safety-message-subject', 'subject')} />
        </Field>
        <Field id="safety-message-text" label="Message" required error={error('message')}>
          <Textarea rows={5} {...field('safety-message-text', 'message')} />
        </Field>
        <Field
          id="safety-message-about"
          label="About incident report (optional)"
          hint="Its number, e.g. IR-2026-000042"
          error={error('aboutReportNumber')}
        >
          <Input autoComplete="off" {...field('safety-message-about', 'aboutReportNumber', { hint: true })} />
        </Field>
      </fieldset>
      <p className="text-sm">
        <Link to="/safety-inbox" className="font-medium text-brand-700 underline">
          See the messages you sent
        </Link>
      </p>
      <FormDialogActions
        pending={mutation.isPending}
        submitLabel="Send message"
        pendingLabel="Sending..."
        icon={<Send aria-hidden="true" />}
      />
    </form>
  );
};

/** Dashboard quick action: the safety team's contacts and a message that reaches their inbox. */
export const ContactSafetyTeamDialog = () => {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Contact Safety Team"
      description="Your message goes to the safety officers and administrators of your company."
      trigger={
        <Button variant="secondary" className="w-full justify-start">
          <Headset className="text-brand-700" aria-hidden="true" />
          Contact Safety Team
        </Button>
      }
    >
      <SafetyContacts />
      {open && <MessageForm onDone={() => setOpen(false)} />}
    </Modal>
  );
};
