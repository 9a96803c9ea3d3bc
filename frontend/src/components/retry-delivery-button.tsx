import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/http';
import { i18n } from '@/lib/i18n';

/** The small secondary button that tries a failed delivery again (parked events, outgoing mail). */
export const RetryDeliveryButton = ({
  label,
  disabled,
  onClick,
  children,
}: {
  /** What is retried, for screen readers: the visible text alone says too little in a table. */
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) => (
  <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled} aria-label={label}>
    <RotateCcw aria-hidden="true" />
    {children}
  </Button>
);

export const toastRetryFailed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: i18n.t('common:actions.retryFailed'),
    description: errorMessage(error),
  });
