import { useState } from 'react';
import { ListTodo } from 'lucide-react';
import { CreateTaskBody, TaskPriority, TaskType, type EmployeeSummary, type Task } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { useFormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast-store';
import { deadlineRange } from '@/lib/dates';
import { useCreateTask } from '../api/create-task';
import { priorityLabels, taskTypeLabels } from '../employee-labels';
import { fullName } from '../employee-search';
import { DialogActions } from './dialog-actions';
import { WorkDialog } from './work-dialog';

const CreateTaskForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [taskType, setTaskType] = useState<Task['taskType']>('custom');
  const [priority, setPriority] = useState<Task['priority']>('medium');
  const [dueDate, setDueDate] = useState('');
  const mutation = useCreateTask();
  const body = () => ({
    employeeId: employee.id,
    title: title.trim(),
    description: description.trim(),
    taskType,
    priority,
    dueDate: dueDate || null,
  });
  const form = useFormDialog({
    schema: CreateTaskBody,
    send: mutation.mutateAsync,
    success: () => ({
      title: 'Task Created',
      description: `${title.trim()} was assigned to ${fullName(employee)}.`,
    }),
    failure: { title: 'Error Creating Task', fallback: 'Failed to create task' },
    onDone,
    // Title and description are required ("Title is required", from the contract).
    onInvalid: (sent) => {
      if (!sent.title || !sent.description) {
        toast({
          variant: 'destructive',
          title: 'Missing Information',
          description: 'Please enter a title and a description for the task.',
        });
      }
    },
  });
  const { errors } = form;

  return (
    <form {...form.formProps(body)}>
      <fieldset disabled={mutation.isPending} className="grid gap-5 sm:grid-cols-2">
        <Field id="create-task-title" label="Title" required error={errors.title} className="sm:col-span-2">
          <Input
            id="create-task-title"
            autoComplete="off"
            placeholder="e.g. Inspect fire extinguishers in Building 2"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            {...form.control('create-task-title', 'title')}
          />
        </Field>
        <Field
          id="create-task-description"
          label="Description"
          required
          error={errors.description}
          className="sm:col-span-2"
        >
          <Textarea
            id="create-task-description"
            rows={4}
            placeholder="What needs doing, and how the employee shows it is done."
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            {...form.control('create-task-description', 'description')}
          />
        </Field>
        <Field id="create-task-type" label="Task Type">
          <NativeSelect
            id="create-task-type"
            value={taskType}
            onChange={(e) => setTaskType(TaskType.parse(e.target.value))}
          >
            {TaskType.options.map((type) => (
              <option key={type} value={type}>
                {taskTypeLabels[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="create-task-priority" label="Priority">
          <NativeSelect
            id="create-task-priority"
            value={priority}
            onChange={(e) => setPriority(TaskPriority.parse(e.target.value))}
          >
            {TaskPriority.options.map((level) => (
              <option key={level} value={level}>
                {priorityLabels[level].label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="create-task-due" label="Due Date" error={errors.dueDate}>
          <Input
            id="create-task-due"
            {...form.control('create-task-due', 'dueDate')}
            type="date"
            {...deadlineRange()}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
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
