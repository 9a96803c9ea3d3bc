import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentRetirement } from '@hs/contracts';
import { formatDateTime } from '@/lib/dates';

/** Says plainly that a document left the library, when, by whom and why; its record stays below. */
export const RetiredNotice = ({ retirement }: { retirement: DocumentRetirement }) => {
  const { t } = useTranslation('documents');
  return (
    <section
      aria-labelledby="document-retired-title"
      className="flex gap-3 rounded-lg border border-slate-300 bg-slate-100 p-4 text-sm text-slate-800"
    >
      <Archive className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="document-retired-title" className="font-semibold text-slate-900">
          {t('retired.title')}
        </h2>
        <p>
          {t('retired.text', {
            when: formatDateTime(retirement.retiredAt),
            who: retirement.retiredByName ?? t('retired.unknown'),
          })}
        </p>
        <p>
          <span className="font-medium">{t('retired.reason')}</span>{' '}
          <span translate="no">{retirement.reason}</span>
        </p>
      </div>
    </section>
  );
};
