import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACTION_NOTE_MAX, type ActionDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { deadlineRange } from '@/lib/dates';
import { failureText, fieldErrors } from '@/lib/http';
import { useChangeActionDueDate } from '../api/change-action-due-date';
import { actionOwnersQueryOptions } from '../api/get-action-owners';
import { useTakeActionStep, type ActionStep } from '../api/take-action-step';
import { useUploadActionPhoto } from '../api/upload-action-photo';

const StepForm = ({
  label,
  onSubmit,
  busy,
  error,
  submitText,
  children,
}: {
  label: string;
  onSubmit: () => void;
  busy: boolean;
  error: string | null;
  submitText: string;
  children?: ReactNode;
}) => (
  <form
    aria-label={label}
    noValidate
    className="grid gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
    onSubmit={(event: FormEvent) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    <fieldset disabled={busy} className="grid gap-3">
      {children}
    </fieldset>
    {error && (
      <p role="alert" className="text-sm text-red-800">
        {error}
      </p>
    )}
    <div>
      <Button type="submit" disabled={busy}>
        {submitText}
      </Button>
    </div>
  </form>
);

/** The next steps the server allows this user, each as a small form; nothing when none is allowed. */
export const ActionSteps = ({ action }: { action: ActionDetail }) => {
  const step = useTakeActionStep(action.id);
  const photo = useUploadActionPhoto(action.id);
  const dueDate = useChangeActionDueDate(action.id);
  const owners = useQuery({ ...actionOwnersQueryOptions(), enabled: action.allowed.reassign });
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [verifyNote, setVerifyNote] = useState('');
  const [reason, setReason] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [newDueDate, setNewDueDate] = useState(action.dueDate);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<{ form: string; text: string } | null>(null);
  const busy = step.isPending || photo.isPending || dueDate.isPending;
  const { allowed } = action;

  const fail = (form: string, fallback: string) => (error: unknown) => {
    const found = fieldErrors(error);
    setErrors(found);
    setFailed(Object.keys(found).length ? null : { form, text: failureText(error, fallback) });
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`action-${first}`)?.focus();
  };
  const run = (form: string, request: ActionStep, done: string, fallback: string) =>
    step.mutate(request, {
      onSuccess: () => {
        toast({ title: done });
        setErrors({});
        setFailed(null);
      },
      onError: fail(form, fallback),
    });
  const failedText = (form: string) => (failed?.form === form ? failed.text : null);

  const complete = async () => {
    if (!note.trim()) {
      setErrors({ note: 'Say what was done' });
      document.getElementById('action-note')?.focus();
      return;
    }
    try {
      if (file) await photo.mutateAsync(file);
    } catch (error) {
      fail('complete', 'The photo could not be added.')(error);
      return;
    }
    setFile(null);
    run(
      'complete',
      { step: 'complete', body: { note } },
      'Action marked done',
      'The action could not be marked done.',
    );
  };

  const forms: ReactNode[] = [];
  if (allowed.start)
    forms.push(
      <StepForm
        key="start"
        label="Start work"
        submitText="Start work"
        busy={busy}
        error={failedText('start')}
        onSubmit={() =>
          run('start', { step: 'start', body: {} }, 'Work started', 'Work could not be started.')
        }
      />,
    );
  if (allowed.complete)
    forms.push(
      <StepForm
        key="complete"
        label="Mark done"
        submitText="Mark done"
        busy={busy}
        error={failedText('complete')}
        onSubmit={() => void complete()}
      >
        <Field id="action-note" label="What was done" required error={errors.note}>
          <Textarea
            id="action-note"
            value={note}
            maxLength={ACTION_NOTE_MAX}
            rows={3}
            aria-required
            onChange={(e) => setNote(e.target.value)}
            {...describedBy('action-note', { error: errors.note })}
          />
        </Field>
        <Field id="action-file" label="Photo (optional)" hint="JPG or PNG, at most 10 MB" error={errors.file}>
          <Input
            id="action-file"
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            {...describedBy('action-file', { hint: true, error: errors.file })}
          />
        </Field>
      </StepForm>,
    );
  if (allowed.verify)
    forms.push(
      <StepForm
        key="verify"
        label="Verify effective"
        submitText="Verify effective"
        busy={busy}
        error={failedText('verify')}
        onSubmit={() =>
          run(
            'verify',
            { step: 'verify', body: { note: verifyNote.trim() || null } },
            'Action verified effective',
            'The action could not be verified.',
          )
        }
      >
        <Field id="action-verify-note" label="How effectiveness was checked (optional)">
          <Textarea
            id="action-verify-note"
            value={verifyNote}
            maxLength={ACTION_NOTE_MAX}
            rows={2}
            onChange={(e) => setVerifyNote(e.target.value)}
          />
        </Field>
      </StepForm>,
    );
  if (allowed.reopen)
    forms.push(
      <StepForm
        key="reopen"
        label="Reopen"
        submitText="Reopen"
        busy={busy}
        error={failedText('reopen')}
        onSubmit={() => {
          if (!reason.trim()) {
            setErrors({ reason: 'Say why the action is reopened' });
            document.getElementById('action-reason')?.focus();
            return;
          }
          run(
            'reopen',
            { step: 'reopen', body: { reason } },
            'Action reopened',
            'The action could not be reopened.',
          );
        }}
      >
        <Field id="action-reason" label="Why it is reopened" required error={errors.reason}>
          <Textarea
            id="action-reason"
            value={reason}
            maxLength={ACTION_NOTE_MAX}
            rows={2}
            aria-required
            onChange={(e) => setReason(e.target.value)}
            {...describedBy('action-reason', { error: errors.reason })}
          />
        </Field>
      </StepForm>,
    );
  if (allowed.reassign)
    forms.push(
      <StepForm
        key="reassign"
        label="Change owner"
        submitText="Change owner"
        busy={busy}
        error={failedText('reassign')}
        onSubmit={() =>
          run(
            'reassign',
            { step: 'reassign', body: { ownerId } },
            'Owner changed',
            'The owner could not be changed.',
          )
        }
      >
        <Field id="action-ownerId" label="New owner" error={errors.ownerId}>
          <NativeSelect
            id="action-ownerId"
            value={ownerId}
            onChange={(e) => setOwnerId(e.target.value)}
            {...describedBy('action-ownerId', { error: errors.ownerId })}
          >
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
      </StepForm>,
    );
  if (allowed.changeDueDate)
    forms.push(
      <StepForm
        key="due"
        label="Change due date"
        submitText="Change due date"
        busy={busy}
        error={failedText('due')}
        onSubmit={() =>
          dueDate.mutate(newDueDate, {
            onSuccess: () => {
              toast({ title: 'Due date changed' });
              setErrors({});
            },
            onError: fail('due', 'The due date could not be changed.'),
          })
        }
      >
        <Field id="action-dueDate" label="New due date" error={errors.dueDate}>
          <Input
            id="action-dueDate"
            type="date"
            value={newDueDate}
            {...deadlineRange()}
            onChange={(e) => setNewDueDate(e.target.value)}
            {...describedBy('action-dueDate', { error: errors.dueDate })}
          />
        </Field>
      </StepForm>,
    );
  if (forms.length === 0) return null;
  return <div className="grid gap-4">{forms}</div>;
};
