import { lazy } from 'react';
import { Archive } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeferredDialog } from '@/components/ui/deferred-dialog';
import type { RetiringDocument } from './retire-document-modal';

// The confirmation and its form load when an admin first opens it.
const RetireDocumentModal = lazy(async () => ({
  default: (await import('./retire-document-modal')).RetireDocumentModal,
}));

/** Admins only: takes the document out of the library after a confirmation with a reason. */
export const RetireDocumentDialog = ({ document }: { document: RetiringDocument }) => (
  <DeferredDialog
    loadingText="Loading..."
    trigger={
      <Button variant="destructive" size="sm" aria-label={`Retire: ${document.name}`}>
        <Archive aria-hidden="true" />
        Retire
      </Button>
    }
  >
    {(state) => <RetireDocumentModal document={document} {...state} />}
  </DeferredDialog>
);
