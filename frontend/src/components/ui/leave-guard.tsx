import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from './button';
import { Modal } from './modal';

/**
 * Asks before unsaved changes are left behind: a link inside the app opens this dialog, closing or
 * reloading the tab the browser's own question (beforeunload).
 */
export const LeaveGuard = ({ when }: { when: boolean }) => {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <Modal
      title={t('leave.title')}
      description={t('leave.description')}
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            {t('leave.leave')}
          </Button>
          <Button onClick={() => blocker.reset?.()}>{t('leave.stay')}</Button>
        </>
      }
    />
  );
};
