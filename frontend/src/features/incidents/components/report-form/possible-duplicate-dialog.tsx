import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/dates';
import type { DuplicateDialogState } from './use-duplicate-check';

/** A report like this one was made by the same person in the last day: send it anyway, or not. */
export const PossibleDuplicateDialog = ({ dialog }: { dialog: DuplicateDialogState }) => {
  const { t } = useTranslation('incidents');
  const [latest] = dialog.duplicates;
  return (
    <Modal
      open={latest !== undefined}
      onOpenChange={(open) => {
        if (!open) dialog.cancel();
      }}
      title={t('duplicate.title')}
      description={t('duplicate.description')}
      footer={
        <>
          <Button variant="secondary" onClick={dialog.cancel}>
            {t('duplicate.cancel')}
          </Button>
          <Button onClick={dialog.submitAnyway}>{t('duplicate.submitAnyway')}</Button>
        </>
      }
    >
      <ul className="grid gap-2 text-sm text-slate-800">
        {dialog.duplicates.map((d) => (
          <li key={d.id}>
            <Link
              to={`/incidents/${d.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {d.reportNumber}
            </Link>{' '}
            {t('duplicate.submittedAt', { when: formatDateTime(d.createdAt) })}
          </li>
        ))}
      </ul>
    </Modal>
  );
};
