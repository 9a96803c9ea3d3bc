import { lazy, type ReactElement } from 'react';
import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DeferredDialog } from '@/components/ui/deferred-dialog';
import type { DocumentToSign } from './sign-document-modal';

// The dialog, its form and the signature pad load when a signature is first asked for.
const SignDocumentModal = lazy(async () => ({
  default: (await import('./sign-document-modal')).SignDocumentModal,
}));

/** The Sign Document button and the signing dialog it opens. */
export const SignDocumentDialog = ({
  document,
  trigger,
}: {
  document: DocumentToSign;
  trigger?: ReactElement;
}) => {
  const { t } = useTranslation('documents');
  return (
    <DeferredDialog
      loadingText={t('sign.loadingForm')}
      trigger={
        trigger ?? (
          <Button size="sm" aria-label={t('sign.buttonLabel', { name: document.name })}>
            <PenLine aria-hidden="true" />
            {t('sign.button')}
          </Button>
        )
      }
    >
      {(state) => <SignDocumentModal document={document} {...state} />}
    </DeferredDialog>
  );
};
