import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { RejectCertificateBody, type TrainingCertificate } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { RejectWithReason } from '@/components/reject-with-reason';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useReviewCertificate } from '../api/review-certificate';

type Props = { certificate: TrainingCertificate };

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
      <RejectWithReason
        open={rejecting}
        onOpenChange={setRejecting}
        schema={RejectCertificateBody}
        title="Reject Certificate"
        description={`Reject ${certificate.userName}'s certificate for ${certificate.trainingTitle}?`}
        hint="The holder sees this reason."
        what="the certificate"
        pending={accept.isPending}
        reject={(reason) =>
          accept
            .mutateAsync({ id: certificate.id, accept: false, reason })
            .then(() => toast({ title: 'Certificate rejected', description: certificate.trainingTitle }))
        }
      />
    </>
  );
};
