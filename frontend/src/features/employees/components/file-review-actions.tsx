import { useId, useState } from 'react';
import { Check, Download, X } from 'lucide-react';
import { myWorkRoutes, RejectEmployeeFileBody, type EmployeeFileRequirement } from '@hs/contracts';
import { Button, buttonVariants } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useReviewRequestedFile } from '@/features/my-work';

/** Why the file is refused: the employee reads this reason on My work and uploads again. */
const RejectModal = ({
  file,
  open,
  onOpenChange,
}: {
  file: EmployeeFileRequirement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const mutation = useReviewRequestedFile();
  const reasonId = useId();
  const form = useContractForm({
    schema: RejectEmployeeFileBody,
    defaultValues: { reason: '' },
    toBody: (values: RejectEmployeeFileBody) => values,
  });
  // The promise, not mutate's callbacks: the reviewed file's controls leave the page.
  const reject = async ({ reason }: RejectEmployeeFileBody) => {
    try {
      await mutation.mutateAsync({ requestId: file.id, accept: false, reason: reason.trim() });
      toast({ title: 'File rejected', description: file.fileName });
      onOpenChange(false);
    } catch (failure) {
      if (form.fromServer(failure)) return;
      toast({
        variant: 'destructive',
        title: 'Error',
        description: failureText(failure, 'Failed to reject the file'),
      });
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Reject File"
      description={`Reject the file sent for ${file.fileName}?`}
    >
      <form {...form.formProps(reject, { className: 'grid gap-5' })}>
        <Field
          id={reasonId}
          label="Reason"
          required
          hint="The employee sees this and can upload a new file."
          error={form.error('reason')}
        >
          <Textarea {...form.field(reasonId, 'reason', { hint: true })} rows={3} required />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <ModalClose asChild>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button type="submit" variant="destructive" disabled={mutation.isPending}>
            {mutation.isPending ? 'Rejecting...' : 'Reject File'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};

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
      <RejectModal file={file} open={rejecting} onOpenChange={setRejecting} />
    </div>
  );
};
