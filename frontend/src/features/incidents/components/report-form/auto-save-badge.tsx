import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Save } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { currentLocale } from '@/lib/i18n';
import type { DraftStatus } from './use-incident-report-form';

const statusText = (t: TFunction<'incidents'>, status: DraftStatus): string => {
  switch (status.kind) {
    case 'new':
      return t('report.draftNew');
    case 'restored':
      return t('report.draftRestored');
    case 'saved':
      return t('report.draftSaved', {
        time: new Intl.DateTimeFormat(currentLocale(), { hour: 'numeric', minute: '2-digit' }).format(
          status.at,
        ),
      });
  }
};

/** The Auto-saved badge, with a polite live note of when the draft was last kept. */
export const AutoSaveBadge = ({ status }: { status: DraftStatus }) => {
  const { t } = useTranslation('incidents');
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Badge tone="green" className="px-3 py-1 text-sm">
        <Save className="size-3.5" aria-hidden="true" />
        {t('report.autoSaved')}
      </Badge>
      <p role="status" className="text-xs text-slate-600">
        {statusText(t, status)}
      </p>
    </div>
  );
};
