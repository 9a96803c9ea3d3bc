import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';

/** Asks before throwing away a report that may have taken a while to write. */
export const ClearFormDialog = ({ onConfirm, disabled }: { onConfirm: () => void; disabled: boolean }) => {
  const { t } = useTranslation('incidents');
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('clear.title')}
      description={t('clear.description')}
      trigger={
        <Button variant="secondary" disabled={disabled}>
          <RotateCcw aria-hidden="true" />
          {t('clear.button')}
        </Button>
      }
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary">{t('clear.keep')}</Button>
          </ModalClose>
          <Button
            variant="destructive"
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            {t('clear.button')}
          </Button>
        </>
      }
    />
  );
};
