import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { UpdateTaskStatusBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { fieldErrors, failureText } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useChangeTaskStatus } from '../api/change-task-status';

interface CompleteTaskModalProps {
  task: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Completes a task with a note of what was done; the note stays with the completion. */
export const CompleteTaskModal = ({ task, open, onOpenChange }: CompleteTaskModalProps) => {
  const { t } = useTranslation('my-work');
  const mutation = useChangeTaskStatus();
  const noteId = useId();
  const form = useContractForm({
    schema: UpdateTaskStatusBody,
    defaultValues: { note: '' },
    toBody: (values: { note: string }): UpdateTaskStatusBody => ({
      status: 'completed',
      note: values.note || null,
    }),
  });

  const send = (body: UpdateTaskStatusBody) => {
    // The promise, not mutate's callbacks: the finished task leaves the list and unmounts this dialog.
    void mutation.mutateAsync({ taskId: task.id, body }).then(
      () => {
        toast({ title: t('task.completed'), description: task.title });
        onOpenChange(false);
      },
      (failure: unknown) => {
        if (fieldErrors(failure)['note']) form.fromServer(failure);
        else
          toast({
            variant: 'destructive',
            title: t('error'),
            description: failureText(failure, t('task.completeFailed')),
          });
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('task.completeTitle')}
      description={t('task.completeDescription', { title: task.title })}
    >
      <form {...form.formProps(send, { className: 'grid gap-5' })}>
        <Field id={noteId} label={t('task.note')} hint={t('task.noteHint')} error={form.error('note')}>
          <Textarea {...form.field(noteId, 'note', { hint: true })} rows={3} />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <ModalClose asChild>
            <Button variant="secondary">{t('task.cancel')}</Button>
          </ModalClose>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            {mutation.isPending ? t('task.saving') : t('task.markCompleted')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
