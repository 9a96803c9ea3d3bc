import { useId, useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { UpdateTaskStatusBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { fieldErrors, failureText } from '@/lib/http';
import { useChangeTaskStatus } from '../api/change-task-status';

interface CompleteTaskModalProps {
  task: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Completes a task with a note of what was done; the note stays with the completion. */
export const CompleteTaskModal = ({ task, open, onOpenChange }: CompleteTaskModalProps) => {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useChangeTaskStatus();
  const noteId = useId();

  const submit = () => {
    const parsed = UpdateTaskStatusBody.safeParse({ status: 'completed', note: note || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      window.document.getElementById(noteId)?.focus();
      return;
    }
    // The promise, not mutate's callbacks: the finished task leaves the list and unmounts this dialog.
    void mutation.mutateAsync({ taskId: task.id, body: parsed.data }).then(
      () => {
        toast({ title: 'Task completed', description: task.title });
        onOpenChange(false);
      },
      (failure: unknown) => {
        const reason = fieldErrors(failure)['note'];
        if (reason) setError(reason);
        else
          toast({
            variant: 'destructive',
            title: 'Error',
            description: failureText(failure, 'Failed to complete the task'),
          });
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Complete Task"
      description={`Complete ${task.title}`}
    >
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field id={noteId} label="Note" hint="What was done, for the record (optional)." error={error}>
          <Textarea
            id={noteId}
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setError(undefined);
            }}
            {...describedBy(noteId, { hint: true, error })}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <ModalClose asChild>
            <Button variant="secondary">Cancel</Button>
          </ModalClose>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {mutation.isPending ? 'Saving...' : 'Mark as Completed'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
