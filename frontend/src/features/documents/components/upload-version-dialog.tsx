import { lazy } from 'react';
import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeferredDialog } from '@/components/ui/deferred-dialog';
import type { VersionTarget } from './upload-version-modal';

// The dialog and its form load when someone first opens it.
const UploadVersionModal = lazy(async () => ({
  default: (await import('./upload-version-modal')).UploadVersionModal,
}));

/** The document's uploader and those who manage documents: a new version with a change note. */
export const UploadVersionDialog = ({ document }: { document: VersionTarget }) => (
  <DeferredDialog
    loadingText="Loading..."
    trigger={
      <Button variant="secondary" size="sm">
        <FileUp aria-hidden="true" />
        Upload New Version
      </Button>
    }
  >
    {(state) => <UploadVersionModal document={document} {...state} />}
  </DeferredDialog>
);
