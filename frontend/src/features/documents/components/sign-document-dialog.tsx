import { lazy, type ReactElement } from 'react';
import { PenLine } from 'lucide-react';
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
}) => (
  <DeferredDialog
    loadingText="Loading the signing form..."
    trigger={
      trigger ?? (
        <Button size="sm" aria-label={`Sign Document: ${document.name}`}>
          <PenLine aria-hidden="true" />
          Sign Document
        </Button>
      )
    }
  >
    {(state) => <SignDocumentModal document={document} {...state} />}
  </DeferredDialog>
);
