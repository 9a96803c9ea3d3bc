import { Info } from 'lucide-react';

/** Said wherever the outbox shows while no server is set: nothing leaves, nothing is lost. */
export const SmtpMissingNote = () => (
  <div className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950">
    <Info className="size-5 shrink-0" aria-hidden="true" />
    <p className="text-sm">No SMTP server is set (SMTP_URL): mails stay here and are not sent.</p>
  </div>
);
