import { useQuery } from '@tanstack/react-query';
import {
  ActionDueDateBody,
  CompleteActionBody,
  EmptyActionBody,
  ReassignActionBody,
  ReopenActionBody,
  VerifyActionBody,
  type ActionAllowedSteps,
  type ActionDetail,
} from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { deadlineRange } from '@/lib/dates';
import { actionOwnersQueryOptions } from '../api/get-action-owners';
import { stepForm, type StepFormComponent } from './step-form';

/** Whom the action may go to: anyone the caller may make an owner but its owner now. */
const OtherOwners = ({ action }: { action: ActionDetail }) => {
  const owners = useQuery(actionOwnersQueryOptions());
  return (owners.data ?? [])
    .filter((o) => o.id !== action.ownerId)
    .map((o) => (
      <option key={o.id} value={o.id}>
        {o.name} ({o.department})
      </option>
    ));
};

type CompleteValues = { note: string; file: FileList | null };

/** The step forms in the order the page shows them, each under the permission that shows it. */
export const actionStepForms: [keyof ActionAllowedSteps, StepFormComponent][] = [
  [
    'start',
    stepForm({
      label: 'Start work',
      schema: EmptyActionBody,
      defaultValues: () => ({}),
      toBody: () => ({}),
      send: ({ step }) => step.mutateAsync({ step: 'start', body: {} }),
      done: 'Work started',
      fallback: 'Work could not be started.',
    }),
  ],
  [
    'complete',
    stepForm({
      label: 'Mark done',
      schema: CompleteActionBody,
      defaultValues: () => ({ note: '', file: null }),
      toBody: ({ note }: CompleteValues): CompleteActionBody => ({ note }),
      // The photo goes first: the action is marked done only once its evidence is kept.
      send: async ({ step, photo }, body, values, form) => {
        const file = values.file?.[0];
        if (file) await photo.mutateAsync(file);
        form.resetField('file');
        return step.mutateAsync({ step: 'complete', body });
      },
      done: 'Action marked done',
      fallback: 'The action could not be marked done.',
      fields: (form) => (
        <>
          <Field id="action-note" label="What was done" required error={form.error('note')}>
            <Textarea {...form.field('action-note', 'note')} rows={3} />
          </Field>
          <Field
            id="action-file"
            label="Photo (optional)"
            hint="JPG or PNG, at most 10 MB"
            error={form.error('file')}
          >
            <Input
              {...form.field('action-file', 'file', { hint: true })}
              type="file"
              accept="image/png,image/jpeg"
            />
          </Field>
        </>
      ),
    }),
  ],
  [
    'verify',
    stepForm({
      label: 'Verify effective',
      schema: VerifyActionBody,
      defaultValues: () => ({ note: '' }),
      toBody: ({ note }: { note: string }): VerifyActionBody => ({ note: note.trim() || null }),
      send: ({ step }, body) => step.mutateAsync({ step: 'verify', body: { note: body.note ?? null } }),
      done: 'Action verified effective',
      fallback: 'The action could not be verified.',
      fields: (form) => (
        <Field
          id="action-verify-note"
          label="How effectiveness was checked (optional)"
          error={form.error('note')}
        >
          <Textarea {...form.field('action-verify-note', 'note')} rows={2} />
        </Field>
      ),
    }),
  ],
  [
    'reopen',
    stepForm({
      label: 'Reopen',
      schema: ReopenActionBody,
      defaultValues: () => ({ reason: '' }),
      toBody: (values: ReopenActionBody) => values,
      send: ({ step }, body) => step.mutateAsync({ step: 'reopen', body }),
      done: 'Action reopened',
      fallback: 'The action could not be reopened.',
      fields: (form) => (
        <Field id="action-reason" label="Why it is reopened" required error={form.error('reason')}>
          <Textarea {...form.field('action-reason', 'reason')} rows={2} />
        </Field>
      ),
    }),
  ],
  [
    'reassign',
    stepForm({
      label: 'Change owner',
      schema: ReassignActionBody,
      defaultValues: () => ({ ownerId: '' }),
      toBody: (values: ReassignActionBody) => values,
      send: ({ step }, body) => step.mutateAsync({ step: 'reassign', body }),
      done: 'Owner changed',
      fallback: 'The owner could not be changed.',
      fields: (form, { action }) => (
        <Field id="action-ownerId" label="New owner" error={form.error('ownerId')}>
          <NativeSelect {...form.field('action-ownerId', 'ownerId')}>
            <option value="">Choose a person</option>
            <OtherOwners action={action} />
          </NativeSelect>
        </Field>
      ),
    }),
  ],
  [
    'changeDueDate',
    stepForm({
      label: 'Change due date',
      schema: ActionDueDateBody,
      defaultValues: (action) => ({ dueDate: action.dueDate }),
      toBody: (values: ActionDueDateBody) => values,
      send: ({ dueDate }, body) => dueDate.mutateAsync(body.dueDate),
      done: 'Due date changed',
      fallback: 'The due date could not be changed.',
      fields: (form) => (
        <Field id="action-dueDate" label="New due date" error={form.error('dueDate')}>
          <Input {...form.field('action-dueDate', 'dueDate')} type="date" {...deadlineRange()} />
        </Field>
      ),
    }),
  ],
];
