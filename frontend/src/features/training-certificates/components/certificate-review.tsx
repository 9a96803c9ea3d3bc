import { useId, useState } from 'react';
import { Check, X } from 'lucide-react';
import { RejectCertificateBody, type TrainingCertificate } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useReviewCertificate } from '../api/review-certificate';

type Props = { certificate: TrainingCertificate };

/** Why the certificate is refused: its holder reads the reason and can record a better scan. */
const RejectModal = ({
  certificate,
  open,
  onOpenChange,
}: Props & { open: boolean; onOpenChange: (open: boolean) => void }) => {
  const mutation = useReviewCertificate();
  const reasonId = useId();
  const form = useContractForm({
    schema: RejectCertificateBody,
    defaultValues: { reason: '' },
    toBody: (values: RejectCertificateBody) => values,
  });
  const reject = async ({ reason }: RejectCertificateBody) => {
    try {
      await mutation.mutateAsync({ id: certificate.id, accept: false, reason: reason.trim() });
      toast({ title: 'Certificate rejected', description: certificate.trainingTitle });
      onOpenChange(false);
    } catch (failure) {
      if (form.fromServer(failure)) return;
      toast({
        variant: 'destructive',
        title: 'Error',
        description: failureText(failure, 'Failed to reject the certificate'),
      });
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Reject Certificate"
      description={`Reject ${certificate.userName}'s certificate for ${certificate.trainingTitle}?`}
    >
      <form {...form.formProps(reject, { className: 'grid gap-5' })}>
        <Field
          id={reasonId}
          label="Reason"
          required
          hint="The holder sees this reason."
          error={form.error('reason')}
        >
          <Textarea {...form.field(reasonId, 'reason', { hint: true, required: true })} rows={3} />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <ModalClose asChild>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button type="submit" variant="destructive" disabled={mutation.isPending}>
            {mutation.isPending ? 'Rejecting...' : 'Reject Certificate'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};

/** Accept (it counts in the matrix from its issue day) or reject with a reason. */
export const CertificateReview = ({ certificate }: Props) => {
  const [rejecting, setRejecting] = useState(false);
  const accept = useReviewCertificate();
  const label = `${certificate.userName}, ${certificate.trainingTitle}`;
  return (
    <>
      <Button
        size="sm"
        disabled={accept.isPending}
        onClick={() =>
          void accept.mutateAsync({ id: certificate.id, accept: true }).then(
            () => toast({ title: 'Certificate accepted', description: label }),
            (failure: unknown) =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: failureText(failure, 'Failed to accept the certificate'),
              }),
          )
        }
      >
        <Check aria-hidden="true" />
        Accept
        <span className="sr-only"> {label}</span>
      </Button>
      <Button size="sm" variant="destructive" onClick={() => setRejecting(true)}>
        <X aria-hidden="true" />
        Reject
        <span className="sr-only"> {label}</span>
      </Button>
      <RejectModal certificate={certificate} open={rejecting} onOpenChange={setRejecting} />
    </>
  );
};
