import { lazy } from 'react';
import { FilePen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeferredDialog } from '@/components/ui/deferred-dialog';
import type { Requirement } from './signature-requirement-modal';

// The dialog and its form load when an admin first opens it.
const SignatureRequirementModal = lazy(async () => ({
  default: (await import('./signature-requirement-modal')).SignatureRequirementModal,
}));

/** Admins only: Add Signature Req. when there is none yet, else Edit Signature Req. */
export const SignatureRequirementDialog = ({ document }: { document: Requirement }) => {
  const label = document.requiresSignature ? 'Edit Signature Req.' : 'Add Signature Req.';
  return (
    <DeferredDialog
      loadingText="Loading the signature requirement..."
      trigger={
        <Button variant="secondary" size="sm" aria-label={`${label}: ${document.name}`}>
          <FilePen aria-hidden="true" />
          {label}
        </Button>
      }
    >
      {(state) => <SignatureRequirementModal document={document} {...state} />}
    </DeferredDialog>
  );
};
