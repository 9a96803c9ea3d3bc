import { ListTodo } from 'lucide-react';
import { CreateTaskBody, TaskPriority, TaskType, type EmployeeSummary, type Task } from '@hs/contracts';

type Values = {
  title: string;
  description: string;
  taskType: Task['taskType'];
  priority: Task['priority'];
  dueDate: string;
};
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { useFormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast-store';
import { deadlineRange } from '@/lib/dates';
import { useCreateTask } from '../api/create-task';
import { priorityLabels, taskTypeLabels } from '../employee-labels';
import { fullName } from '@/lib/employee-names';
import { DialogActions } from './dialog-actions';
import { WorkDialog } from './work-dialog';

const CreateTaskForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const mutation = useCreateTask();
  const form = useFormDialog({
    schema: CreateTaskBody,
    defaultValues: { title: '', description: '', taskType: 'custom', priority: 'medium', dueDate: '' },
    toBody: (values: Values) => ({
      employeeId: employee.id,
      title: values.title.trim(),
      description: values.description.trim(),
      taskType: values.taskType,
      priority: values.priority,
      dueDate: values.dueDate || null,
    }),
    send: mutation.mutateAsync,
    success: ({ title }) => ({
      title: 'Task Created',
      description: `${title} was assigned to ${fullName(employee)}.`,
    }),
    failure: { title: 'Error Creating Task', fallback: 'Failed to create task' },
    onDone,
    // Title and description are required ("Title is required", from the contract).
    onInvalid: (values) => {
      if (!values.title.trim() || !values.description.trim()) {
        toast({
          variant: 'destructive',
          title: 'Missing Information',
          description: 'Please enter a title and a description for the task.',
        });
      }
    },
  });
  const { error, field } = form;

  return (
    <form {...form.formProps()}>
      <fieldset disabled={mutation.isPending} className="grid gap-5 sm:grid-cols-2">
        <Field id="create-task-title" label="Title" required error={error('title')} className="sm:col-span-2">
          <Input
            autoComplete="off"
            placeholder="e.g. Inspect fire extinguishers in Building 2"
            {...field('create-task-title', 'title')}
          />
        </Field>
        <Field
          id="create-task-description"
          label="Description"
          required
          error={error('description')}
          className="sm:col-span-2"
        >
          <Textarea
            rows={4}
            placeholder="What needs doing, and how the employee shows it is done."
            {...field('create-task-description', 'description')}
          />
        </Field>
        <Field id="create-task-type" label="Task Type">
          <NativeSelect id="create-task-type" {...form.register('taskType')}>
            {TaskType.options.map((type) => (
              <option key={type} value={type}>
                {taskTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="create-task-priority" label="Priority">
          <NativeSelect id="create-task-priority" {...form.register('priority')}>
            {TaskPriority.options.map((level) => (
              <option key={level} value={level}>
                {priorityLabels[level].label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="create-task-due" label="Due Date" error={error('dueDate')}>
          <Input {...field('create-task-due', 'dueDate')} type="date" {...deadlineRange()} />
        </Field>
      </fieldset>
      <DialogActions
        pending={mutation.isPending}
        submitLabel="Create Task"
        pendingLabel="Creating..."
        icon={<ListTodo aria-hidden="true" />}
      />
    </form>
  );
};

/** Task: a piece of work for the employee; the server records who assigned it. */
export const CreateTaskDialog = ({
  employee,
  disabled,
}: {
  employee: EmployeeSummary;
  disabled: boolean;
}) => (
  <WorkDialog
    label="Task"
    title="Create Task"
    description={`Assign a task to ${fullName(employee)}.`}
    icon={<ListTodo aria-hidden="true" />}
    disabled={disabled}
  >
    {(close) => <CreateTaskForm employee={employee} onDone={close} />}
  </WorkDialog>
);
