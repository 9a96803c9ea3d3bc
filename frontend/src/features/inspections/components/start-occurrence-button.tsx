import { useNavigate } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { failureText } from '@/lib/http';
import { useStartInspection } from '../api/start-inspection';
import { runMutation } from '@/lib/run-mutation';

type Props = { scheduleId: string; periodStart: string; periodEnd: string; started: boolean; title: string };

/** Starts (or resumes) a due period and opens it. */
export const StartOccurrenceButton = ({ scheduleId, periodStart, periodEnd, started, title }: Props) => {
  const { t } = useTranslation('inspections');
  const navigate = useNavigate();
  const start = useStartInspection();
  return (
    <div className="grid gap-1">
      <Button
        size="lg"
        disabled={start.isPending}
        onClick={() =>
          runMutation(
            start,
            { scheduleId, periodStart, periodEnd },
            { onSuccess: ({ id }) => void navigate(`/inspections/${id}`) },
          )
        }
      >
        <ClipboardCheck aria-hidden="true" />
        {started ? t('start.continue') : t('start.start')}
        <span className="sr-only" translate="no">
          {' '}
          {title}
        </span>
      </Button>
      {start.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(start.error, t('start.failed'))}
        </p>
      )}
    </div>
  );
};
