import { useState } from 'react';
import { Check, Download, X } from 'lucide-react';
import { myWorkRoutes, RejectEmployeeFileBody, type EmployeeFileRequirement } from '@hs/contracts';
import { Button, buttonVariants } from '@/components/ui/button';
import { RejectWithReason } from '@/components/reject-with-reason';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useReviewRequestedFile } from '@/features/my-work';

/** Download the submitted file; accept it, or reject it with a reason, while it waits for review. */
export const FileReviewActions = ({ file }: { file: EmployeeFileRequirement }) => {
  const [rejecting, setRejecting] = useState(false);
  const accept = useReviewRequestedFile();
  if (!file.submission) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <a
        href={myWorkRoutes.requestedFileDownload(file.id)}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        download
      >
        <Download aria-hidden="true" />
        Download {file.submission.originalName}
      </a>
      {file.status === 'submitted' && (
        <>
          <Button
            size="sm"
            disabled={accept.isPending}
            onClick={() =>
              void accept.mutateAsync({ requestId: file.id, accept: true }).then(
                () => toast({ title: 'File accepted', description: file.fileName }),
                (failure: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: 'Error',
                    description: failureText(failure, 'Failed to accept the file'),
                  }),
              )
            }
          >
            <Check aria-hidden="true" />
            Accept
            <span className="sr-only"> {file.fileName}</span>
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setRejecting(true)}>
            <X aria-hidden="true" />
            Reject
            <span className="sr-only"> {file.fileName}</span>
          </Button>
        </>
      )}
      <RejectWithReason
        open={rejecting}
        onOpenChange={setRejecting}
        schema={RejectEmployeeFileBody}
        title="Reject File"
        description={`Reject the file sent for ${file.fileName}?`}
        hint="The employee sees this and can upload a new file."
        what="the file"
        pending={accept.isPending}
        reject={(reason) =>
          accept
            .mutateAsync({ requestId: file.id, accept: false, reason })
            .then(() => toast({ title: 'File rejected', description: file.fileName }))
        }
      />
    </div>
  );
};
