import { useQuery } from '@tanstack/react-query';
import {
  ActionDueDateBody,
  CompleteActionBody,
  EmptyActionBody,
  ReassignActionBody,
  ReopenActionBody,
  VerifyActionBody,
  type ActionDetail,
} from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { deadlineRange } from '@/lib/dates';
import type { useChangeActionDueDate } from '../api/change-action-due-date';
import { actionOwnersQueryOptions } from '../api/get-action-owners';
import type { useTakeActionStep } from '../api/take-action-step';
import type { useUploadActionPhoto } from '../api/upload-action-photo';
import { StepForm } from './step-form';
import { useStepForm } from './use-step-form';

type Step = ReturnType<typeof useTakeActionStep>;
type StepProps = { step: Step; busy: boolean };

export const StartStep = ({ step, busy }: StepProps) => {
  const form = useStepForm({
    schema: EmptyActionBody,
    defaultValues: {},
    toBody: () => ({}),
    send: () => step.mutateAsync({ step: 'start', body: {} }),
    done: 'Work started',
    fallback: 'Work could not be started.',
  });
  return (
    <StepForm
      label="Start work"
      submitText="Start work"
      busy={busy}
      error={form.failed}
      formProps={form.stepProps}
    />
  );
};

type CompleteValues = { note: string; file: FileList | null };

export const CompleteStep = ({
  step,
  photo,
  busy,
}: StepProps & { photo: ReturnType<typeof useUploadActionPhoto> }) => {
  const form = useStepForm({
    schema: CompleteActionBody,
    defaultValues: { note: '', file: null },
    toBody: ({ note }: CompleteValues): CompleteActionBody => ({ note }),
    // The photo goes first: the action is marked done only once its evidence is kept.
    send: async (body, values) => {
      const file = values.file?.[0];
      if (file) await photo.mutateAsync(file);
      form.resetField('file');
      return step.mutateAsync({ step: 'complete', body });
    },
    done: 'Action marked done',
    fallback: 'The action could not be marked done.',
  });
  return (
    <StepForm
      label="Mark done"
      submitText="Mark done"
      busy={busy}
      error={form.failed}
      formProps={form.stepProps}
    >
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
    </StepForm>
  );
};

export const VerifyStep = ({ step, busy }: StepProps) => {
  const form = useStepForm({
    schema: VerifyActionBody,
    defaultValues: { note: '' },
    toBody: ({ note }: { note: string }): VerifyActionBody => ({ note: note.trim() || null }),
    send: (body) => step.mutateAsync({ step: 'verify', body: { note: body.note ?? null } }),
    done: 'Action verified effective',
    fallback: 'The action could not be verified.',
  });
  return (
    <StepForm
      label="Verify effective"
      submitText="Verify effective"
      busy={busy}
      error={form.failed}
      formProps={form.stepProps}
    >
      <Field
        id="action-verify-note"
        label="How effectiveness was checked (optional)"
        error={form.error('note')}
      >
        <Textarea {...form.field('action-verify-note', 'note')} rows={2} />
      </Field>
    </StepForm>
  );
};

export const ReopenStep = ({ step, busy }: StepProps) => {
  const form = useStepForm({
    schema: ReopenActionBody,
    defaultValues: { reason: '' },
    toBody: (values: ReopenActionBody) => values,
    send: (body) => step.mutateAsync({ step: 'reopen', body }),
    done: 'Action reopened',
    fallback: 'The action could not be reopened.',
  });
  return (
    <StepForm label="Reopen" submitText="Reopen" busy={busy} error={form.failed} formProps={form.stepProps}>
      <Field id="action-reason" label="Why it is reopened" required error={form.error('reason')}>
        <Textarea {...form.field('action-reason', 'reason')} rows={2} />
      </Field>
    </StepForm>
  );
};

export const ReassignStep = ({ step, busy, action }: StepProps & { action: ActionDetail }) => {
  const owners = useQuery(actionOwnersQueryOptions());
  const form = useStepForm({
    schema: ReassignActionBody,
    defaultValues: { ownerId: '' },
    toBody: (values: ReassignActionBody) => values,
    send: (body) => step.mutateAsync({ step: 'reassign', body }),
    done: 'Owner changed',
    fallback: 'The owner could not be changed.',
  });
  return (
    <StepForm
      label="Change owner"
      submitText="Change owner"
      busy={busy}
      error={form.failed}
      formProps={form.stepProps}
    >
      <Field id="action-ownerId" label="New owner" error={form.error('ownerId')}>
        <NativeSelect {...form.field('action-ownerId', 'ownerId')}>
          <option value="">Choose a person</option>
          {(owners.data ?? [])
            .filter((o) => o.id !== action.ownerId)
            .map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} ({o.department})
              </option>
            ))}
        </NativeSelect>
      </Field>
    </StepForm>
  );
};

export const DueDateStep = ({
  dueDate,
  busy,
  action,
}: {
  dueDate: ReturnType<typeof useChangeActionDueDate>;
  busy: boolean;
  action: ActionDetail;
}) => {
  const form = useStepForm({
    schema: ActionDueDateBody,
    defaultValues: { dueDate: action.dueDate },
    toBody: (values: ActionDueDateBody) => values,
    send: (body) => dueDate.mutateAsync(body.dueDate),
    done: 'Due date changed',
    fallback: 'The due date could not be changed.',
  });
  return (
    <StepForm
      label="Change due date"
      submitText="Change due date"
      busy={busy}
      error={form.failed}
      formProps={form.stepProps}
    >
      <Field id="action-dueDate" label="New due date" error={form.error('dueDate')}>
        <Input {...form.field('action-dueDate', 'dueDate')} type="date" {...deadlineRange()} />
      </Field>
    </StepForm>
  );
};
