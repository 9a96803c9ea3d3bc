import { CircleCheck, Hourglass, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Training } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { refusalText } from '../refusal-text';
import { useEnrollInTraining } from '../api/enroll-in-training';
import { isFull } from '../training-format';
import type { MyRegistration } from '../use-my-registrations';
import { CancelRegistrationButton } from './cancel-registration-button';
import { runMutation } from '@/lib/run-mutation';

export const REGISTERED_TEXT = 'You have been registered for the training';

interface RegisterButtonProps {
  training: Pick<Training, 'id' | 'title' | 'seatsLeft' | 'date'>;
  /** The signed-in user's registration for this training, when known. */
  registration: MyRegistration | undefined;
  /** Register (dashboard), Start Course (an online course on the dashboard), Register Now. */
  label: string;
  /**
   * Once the success text of a registration; the reply is now worded here in the reader's language
   * (the same English words), so it is not used.
   */
  successText?: string;
  size?: 'sm' | 'md';
}

/**
 * Registers the signed-in user: idle, Registering..., then a toast.
 * A full session offers its waitlist; someone registered or waiting sees where they stand and can
 * cancel before the session starts.
 */
export const RegisterButton = ({ training, registration, label, size = 'sm' }: RegisterButtonProps) => {
  const { t } = useTranslation('training');
  const mutation = useEnrollInTraining();

  if (registration?.status === 'completed') {
    return (
      <Badge tone="green">
        <CircleCheck className="size-3.5" aria-hidden="true" />
        {t('register.completed')}
      </Badge>
    );
  }
  if (registration?.status === 'enrolled' || registration?.status === 'waitlisted') {
    const waiting = registration.status === 'waitlisted';
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={waiting ? 'yellow' : 'blue'}>
          {waiting ? (
            <Hourglass className="size-3.5" aria-hidden="true" />
          ) : (
            <CircleCheck className="size-3.5" aria-hidden="true" />
          )}
          {waiting
            ? t('register.waitlisted', { position: registration.waitlistPosition })
            : t('register.registered')}
        </Badge>
        <CancelRegistrationButton training={training} waiting={waiting} />
      </div>
    );
  }
  const full = isFull(training);

  const register = () =>
    runMutation(
      mutation,
      { trainingId: training.id },
      {
        onSuccess: (reply) =>
          toast({
            title: t('register.success'),
            description:
              reply.status === 'registered'
                ? t('register.registeredReply')
                : t('register.waitlistedReply', { position: reply.waitlistPosition }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('register.error'),
            description: refusalText(error, t('register.failed')),
          }),
      },
    );

  return (
    <Button
      size={size}
      variant={full ? 'secondary' : 'primary'}
      onClick={register}
      disabled={mutation.isPending}
    >
      {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {mutation.isPending ? t('register.registering') : full ? t('register.fullJoin') : label}
      <span className="sr-only">
        {' '}
        {t('register.for')} <span translate="no">{training.title}</span>
      </span>
    </Button>
  );
};
