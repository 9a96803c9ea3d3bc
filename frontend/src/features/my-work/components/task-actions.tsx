import { useState } from 'react';
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
                    title: 'Error',
                    description: failureText(failure, 'Failed to start the task'),
                  }),
              },
            )
          }
        >
          <Play aria-hidden="true" />
          {start.isPending ? 'Starting...' : 'Start'}
          <span className="sr-only"> {task.title}</span>
        </Button>
      )}
      <Button size="sm" onClick={() => setCompleting(true)}>
        <CircleCheck aria-hidden="true" />
        Complete
        <span className="sr-only"> {task.title}</span>
      </Button>
      <CompleteTaskModal task={task} open={completing} onOpenChange={setCompleting} />
    </>
  );
};
