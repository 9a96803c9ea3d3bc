import type { UseQueryResult } from '@tanstack/react-query';
import type { Task } from '@hs/contracts';
import { actorLabel } from '@/lib/actor-words';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { priorityLabels, taskStatusLabels, taskTypeLabels } from '../employee-labels';
import { WorkItem, WorkSectionTitle } from './work-item';
import { QueryState } from '@/components/query-state';

const statusOrder: Record<Task['status'], number> = { overdue: 0, in_progress: 1, assigned: 2, completed: 3 };

/** What needs attention first: overdue, then in progress, then assigned; finished work last. */
const byUrgency = (a: Task, b: Task): number =>
  statusOrder[a.status] - statusOrder[b.status] ||
  (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
  b.createdAt.localeCompare(a.createdAt);

export const TaskList = ({ query }: { query: UseQueryResult<Task[]> }) => (
  <section aria-labelledby="employee-tasks-title">
    <WorkSectionTitle id="employee-tasks-title">Tasks</WorkSectionTitle>
    <QueryState
      query={query}
      className="py-8"
      loading="Loading tasks..."
      failed="Failed to load tasks"
      empty="No tasks have been assigned yet."
    >
      {(tasks) => (
        <ul className="grid gap-3">
          {[...tasks].sort(byUrgency).map((task) => {
            const status = taskStatusLabels[task.status];
            const priority = priorityLabels[task.priority];
            return (
              <WorkItem
                key={task.id}
                title={task.title}
                description={task.description}
                badges={
                  <>
                    <Badge tone={priority.tone}>{priority.label} priority</Badge>
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </>
                }
                meta={[
                  { label: 'Type', value: taskTypeLabels[task.taskType] },
                  { label: 'Due', value: task.dueDate ? formatDate(task.dueDate) : 'No due date' },
                  { label: 'Assigned by', value: actorLabel(task.assignedByName) },
                  { label: 'Created', value: formatDate(task.createdAt) },
                  ...(task.completedAt ? [{ label: 'Completed', value: formatDate(task.completedAt) }] : []),
                  ...(task.note ? [{ label: 'Note', value: task.note }] : []),
                ]}
              />
            );
          })}
        </ul>
      )}
    </QueryState>
  </section>
);
