import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { Training, UserTraining } from '@hs/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { refusalText } from '../refusal-text';
import { useEnrollInTraining } from '../api/enroll-in-training';
import { isFull } from '../training-format';

export const REGISTERED_TEXT = 'You have been registered for the training';

interface RegisterButtonProps {
  training: Pick<Training, 'id' | 'title' | 'seatsLeft'>;
  /** The signed-in user's registration for this training, when known. */
  registration: UserTraining['status'] | undefined;
  /** Register (dashboard), Start Course (an online course on the dashboard), Register Now. */
  label: string;
  /** The success text; the server's own wording when absent ("you" or the employee's name). */
  successText?: string;
  size?: 'sm' | 'md';
}

/**
 * Registers the signed-in user (spec 4 "Training enrolment": idle, Registering..., then a toast).
 * Someone already registered, or a full session, sees that instead of a button that would fail.
 */
export const RegisterButton = ({
  training,
  registration,
  label,
  successText,
  size = 'sm',
}: RegisterButtonProps) => {
  const mutation = useEnrollInTraining();

  if (registration === 'completed') {
    return (
      <Badge tone="green">
        <CircleCheck className="size-3.5" aria-hidden="true" />
        Completed
      </Badge>
    );
  }
  if (registration === 'enrolled') {
    return (
      <Badge tone="blue">
        <CircleCheck className="size-3.5" aria-hidden="true" />
        Registered
      </Badge>
    );
  }
  if (isFull(training)) return <Badge tone="grey">Full</Badge>;

  const register = () =>
    mutation.mutate(
      { trainingId: training.id },
      {
        onSuccess: (reply) => toast({ title: 'Success', description: successText ?? reply.message }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: refusalText(error, 'Failed to register for training'),
          }),
      },
    );

  return (
    <Button size={size} onClick={register} disabled={mutation.isPending}>
      {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {mutation.isPending ? 'Registering...' : label}
      <span className="sr-only"> for {training.title}</span>
    </Button>
  );
};
