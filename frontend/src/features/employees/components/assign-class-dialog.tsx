import { useQuery } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { AssignTrainingBody, type EmployeeSummary } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { useFormDialog } from '@/components/ui/form-dialog';
import { deadlineRange } from '@/lib/dates';
import { fullName } from '@/lib/employee-names';
import { trainingsQueryOptions } from '@/features/training';
import { useAssignTraining } from '../api/assign-training';
import { DialogActions, DialogStatus } from './dialog-actions';
import { WorkDialog } from './work-dialog';

const AssignClassForm = ({ employee, onDone }: { employee: EmployeeSummary; onDone: () => void }) => {
  const trainings = useQuery(trainingsQueryOptions());
  const mutation = useAssignTraining();
  const form = useFormDialog({
    schema: AssignTrainingBody,
    defaultValues: { trainingId: '', dueDate: '', notes: '' },
    toBody: (values: { trainingId: string; dueDate: string; notes: string }) => ({
      employeeId: employee.id,
      trainingId: values.trainingId,
      dueDate: values.dueDate,
      notes: values.notes.trim() || null,
    }),
    send: mutation.mutateAsync,
    success: ({ trainingId }) => ({
      title: 'Training Assigned',
      description: `${trainings.data?.find((t) => t.id === trainingId)?.title ?? 'The training'} was assigned to ${fullName(employee)}.`,
    }),
    failure: { title: 'Error Assigning Training', fallback: 'Failed to assign training' },
    onDone,
  });

  if (trainings.isPending) return <DialogStatus kind="loading">Loading trainings...</DialogStatus>;
  if (trainings.isError) return <DialogStatus kind="error">Failed to load trainings</DialogStatus>;
  if (trainings.data.length === 0) {
    return <DialogStatus kind="empty">No trainings available yet</DialogStatus>;
  }

  return (
    <form {...form.formProps()}>
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        <Field id="assign-class-training" label="Training" required error={form.error('trainingId')}>
          <NativeSelect {...form.field('assign-class-training', 'trainingId')}>
            <option value="" disabled>
              Select a training
            </option>
            {trainings.data.map((training) => (
              <option key={training.id} value={training.id}>
                {training.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="assign-class-due" label="Due Date" required error={form.error('dueDate')}>
          <Input type="date" {...deadlineRange()} {...form.field('assign-class-due', 'dueDate')} />
        </Field>
        <Field id="assign-class-notes" label="Notes" error={form.error('notes')}>
          <Textarea
            {...form.field('assign-class-notes', 'notes')}
            rows={3}
            placeholder="Anything the employee should know, e.g. which session to attend."
          />
        </Field>
      </fieldset>
      <DialogActions
        pending={mutation.isPending}
        submitLabel="Assign Training"
        pendingLabel="Assigning..."
        icon={<GraduationCap aria-hidden="true" />}
      />
    </form>
  );
};

/** Assign Class: a course of the catalogue, with a due date and notes. */
export const AssignClassDialog = ({
  employee,
  disabled,
}: {
  employee: EmployeeSummary;
  disabled: boolean;
}) => (
  <WorkDialog
    label="Assign Class"
    title="Assign Class"
    description={`Assign a training course to ${fullName(employee)}.`}
    icon={<GraduationCap aria-hidden="true" />}
    disabled={disabled}
  >
    {(close) => <AssignClassForm employee={employee} onDone={close} />}
  </WorkDialog>
);
