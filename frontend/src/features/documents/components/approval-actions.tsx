import { lazy } from 'react';
import { Check, LoaderCircle, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeferredDialog } from '@/components/ui/deferred-dialog';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useDecideVersion } from '../api/decide-version';
import type { WaitingVersion } from './reject-version-modal';
import { runMutation } from '@/lib/run-mutation';

// The rejection form loads when someone first opens it.
const RejectVersionModal = lazy(async () => ({
  default: (await import('./reject-version-modal')).RejectVersionModal,
}));

/** Approve or reject one waiting version (administrators and safety officers; the server checks). */
export const ApprovalActions = ({ submission }: { submission: WaitingVersion }) => {
  const mutation = useDecideVersion();
  const what = `version ${submission.version} of ${submission.documentName}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        disabled={mutation.isPending}
        aria-label={`Approve ${what}`}
        onClick={() =>
          runMutation(
            mutation,
            { documentId: submission.documentId, approve: { version: submission.version } },
            {
              onSuccess: () => toast({ title: 'Upload approved', description: submission.documentName }),
              onError: (failure) =>
                toast({
                  variant: 'destructive',
                  title: 'Error',
                  description: failureText(failure, 'Failed to approve the upload'),
                }),
            },
          )
        }
      >
        {mutation.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Check aria-hidden="true" />
        )}
        Approve
      </Button>
      <DeferredDialog
        loadingText="Loading..."
        trigger={
          <Button variant="destructive" size="sm" aria-label={`Reject ${what}`}>
            <X aria-hidden="true" />
            Reject
          </Button>
        }
      >
        {(state) => <RejectVersionModal submission={submission} {...state} />}
      </DeferredDialog>
    </div>
  );
};
