import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { MyWorkItem } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useRegisterFromMyWork } from '../api/register-from-my-work';
import { runMutation } from '@/lib/run-mutation';

/** Registers for the assigned session with the Training Center's own registration. */
export const TrainingActions = ({ training }: { training: Extract<MyWorkItem, { kind: 'training' }> }) => {
  const mutation = useRegisterFromMyWork();
  if (training.registered) {
    return (
      <Badge tone="blue">
        <CircleCheck className="size-3.5" aria-hidden="true" />
        Registered
      </Badge>
    );
  }
  if (training.waitlistPosition !== null) {
    return <Badge tone="grey">Waitlisted (position {training.waitlistPosition})</Badge>;
  }
  return (
    <Button
      size="sm"
      disabled={mutation.isPending}
      onClick={() =>
        runMutation(mutation, training.trainingId, {
          onSuccess: (reply) => toast({ title: 'Success', description: reply.message }),
          onError: (failure) =>
            toast({
              variant: 'destructive',
              title: 'Error',
              description: failureText(failure, 'Failed to register for training'),
            }),
        })
      }
    >
      {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {mutation.isPending ? 'Registering...' : training.seatsLeft === 0 ? 'Join waitlist' : 'Register'}
      <span className="sr-only"> for {training.title}</span>
    </Button>
  );
};
