import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('training');
  const mutation = useUnenrollFromTraining();
  if (isPast(training, todayIsoDate())) return null;
  const cancel = () =>
    runMutation(
      mutation,
      { trainingId: training.id },
      {
        onSuccess: () =>
          toast({
            title: t('register.success'),
            description: waiting ? t('register.leftWaitlist') : t('register.cancelled'),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('register.error'),
            description: refusalText(error, t('register.cancelFailed')),
          }),
      },
    );
  return (
    <Button size="sm" variant="ghost" onClick={cancel} disabled={mutation.isPending}>
      {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {waiting ? t('register.leaveWaitlist') : t('register.cancel')}
      <span className="sr-only">
        {' '}
        {t('register.for')} <span translate="no">{training.title}</span>
      </span>
    </Button>
  );
};
