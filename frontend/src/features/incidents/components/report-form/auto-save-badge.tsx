import { Save } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { DraftStatus } from './use-incident-report-form';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const statusText = (status: DraftStatus): string => {
  switch (status.kind) {
    case 'new':
      return 'Your draft is saved on this device as you type, until you log out.';
    case 'restored':
      return 'Your saved draft was restored.';
    case 'saved':
      return `Draft saved at ${timeFormat.format(status.at)}.`;
  }
};

/** The Auto-saved badge, with a polite live note of when the draft was last kept. */
export const AutoSaveBadge = ({ status }: { status: DraftStatus }) => (
  <div className="flex flex-col items-start gap-1 sm:items-end">
    <Badge tone="green" className="px-3 py-1 text-sm">
      <Save className="size-3.5" aria-hidden="true" />
      Auto-saved
    </Badge>
    <p role="status" className="text-xs text-slate-600">
      {statusText(status)}
    </p>
  </div>
);
