import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MyWorkItem } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useRegisterFromMyWork } from '../api/register-from-my-work';
import { runMutation } from '@/lib/run-mutation';

/** Registers for the assigned session with the Training Center's own registration. */
export const TrainingActions = ({ training }: { training: Extract<MyWorkItem, { kind: 'training' }> }) => {
  const { t } = useTranslation('my-work');
  const mutation = useRegisterFromMyWork();
  if (training.registered) {
    return (
      <Badge tone="blue">
        <CircleCheck className="size-3.5" aria-hidden="true" />
        {t('training.registered')}
      </Badge>
    );
  }
  if (training.waitlistPosition !== null) {
    return <Badge tone="grey">{t('training.waitlisted', { position: training.waitlistPosition })}</Badge>;
  }
  return (
    <Button
      size="sm"
      disabled={mutation.isPending}
      onClick={() =>
        runMutation(mutation, training.trainingId, {
          onSuccess: (reply) =>
            toast({
              title: t('training.success'),
              description:
                reply.status === 'waitlisted'
                  ? t('training.waitlistedReply', { position: reply.waitlistPosition })
                  : t('training.registeredReply'),
            }),
          onError: (failure) =>
            toast({
              variant: 'destructive',
              title: t('error'),
              description: failureText(failure, t('training.registerFailed')),
            }),
        })
      }
    >
      {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {mutation.isPending
        ? t('training.registering')
        : training.seatsLeft === 0
          ? t('training.joinWaitlist')
          : t('training.register')}
      <span className="sr-only">
        {' '}
        {t('training.for')} <span translate="no">{training.title}</span>
      </span>
    </Button>
  );
};
