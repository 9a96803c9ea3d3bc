import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Play } from 'lucide-react';
import type { MyWorkItem } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useChangeTaskStatus } from '../api/change-task-status';
import { CompleteTaskModal } from './complete-task-modal';
import { runMutation } from '@/lib/run-mutation';

/** Start a task that has not been started; complete it (with a note) once it has or straight away. */
export const TaskActions = ({ task }: { task: Extract<MyWorkItem, { kind: 'task' }> }) => {
  const { t } = useTranslation('my-work');
  const [completing, setCompleting] = useState(false);
  const start = useChangeTaskStatus();
  return (
    <>
      {task.status === 'assigned' && (
        <Button
          size="sm"
          variant="secondary"
          disabled={start.isPending}
          onClick={() =>
            runMutation(
              start,
              { taskId: task.id, body: { status: 'in_progress' } },
              {
                onError: (failure) =>
                  toast({
                    variant: 'destructive',
                    title: t('error'),
                    description: failureText(failure, t('task.startFailed')),
                  }),
              },
            )
          }
        >
          <Play aria-hidden="true" />
          {start.isPending ? t('task.starting') : t('task.start')}
          <span className="sr-only" translate="no">
            {' '}
            {task.title}
          </span>
        </Button>
      )}
      <Button size="sm" onClick={() => setCompleting(true)}>
        <CircleCheck aria-hidden="true" />
        {t('task.complete')}
        <span className="sr-only" translate="no">
          {' '}
          {task.title}
        </span>
      </Button>
      <CompleteTaskModal task={task} open={completing} onOpenChange={setCompleting} />
    </>
  );
};
