import { LoaderCircle } from 'lucide-react';
import type { Training } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { todayIsoDate } from '@/lib/dates';
import { useUnenrollFromTraining } from '../api/unenroll-from-training';
import { refusalText } from '../refusal-text';
import { isPast } from '../training-format';
import { runMutation } from '@/lib/run-mutation';

/** Gives up a seat or a place in line; after the session's day there is nothing left to cancel. */
export const CancelRegistrationButton = ({
  training,
  waiting,
}: {
  training: Pick<Training, 'id' | 'title' | 'date'>;
  waiting: boolean;
}) => {
  const mutation = useUnenrollFromTraining();
  if (isPast(training, todayIsoDate())) return null;
  const cancel = () =>
    runMutation(
      mutation,
      { trainingId: training.id },
      {
        onSuccess: () =>
          toast({
            title: 'Success',
            description: waiting ? 'You have left the waitlist' : 'Your registration has been cancelled',
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: refusalText(error, 'Failed to cancel the registration'),
          }),
      },
    );
  return (
    <Button size="sm" variant="ghost" onClick={cancel} disabled={mutation.isPending}>
      {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {waiting ? 'Leave waitlist' : 'Cancel registration'}
      <span className="sr-only"> for {training.title}</span>
    </Button>
  );
};
