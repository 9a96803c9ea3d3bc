import { useId, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, CircleCheckBig, LoaderCircle } from 'lucide-react';
import { ChangeIncidentStatusBody, type AdminNotifications } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import {
  useChangeIncidentStatus,
  incidentQueryOptions,
  StatusNoteField,
  incidentStatusLabel,
  needsNote,
  noteProblem,
  serverNoteError,
} from '@/features/incidents';
import { adminKeys } from '@/lib/query-keys/admin-keys';

type Item = AdminNotifications['items'][number];

/** The two actions of a notification: Acknowledge puts it under review, Resolve resolves it. */
export type NotificationAction = 'acknowledge' | 'resolve';

const statusOf = { acknowledge: 'under-review', resolve: 'resolved' } as const;

const texts = {
  acknowledge: {
    title: 'Acknowledge',
    description: 'It moves to Under Review and leaves this list.',
  },
  resolve: {
    title: 'Resolve',
    description: 'It is marked Resolved and leaves this list. The note is kept in its history.',
  },
};

export interface NotificationRequest {
  item: Item;
  action: NotificationAction;
}

interface NotificationStatusDialogProps {
  open: boolean;
  /** The notification and the action asked for; kept after closing so the dialog fades out whole. */
  request: NotificationRequest | null;
  onClose: () => void;
  /** Where focus goes on closing: the button that opened it, or the list once the item has left. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** Called when the status was changed (the item is about to leave the list) or has gone. */
  onHandled: () => void;
}

/** Asks before a notification's status changes; Resolve also asks for a note. */
export const NotificationStatusDialog = ({
  open,
  request,
  onClose,
  returnFocusTo,
  onHandled,
}: NotificationStatusDialogProps) => (
  <Modal
    open={open && request !== null}
    onOpenChange={(next) => !next && onClose()}
    returnFocusTo={returnFocusTo}
    title={request ? `${texts[request.action].title} report #${request.item.reportNumber}?` : ''}
    description={request ? texts[request.action].description : ''}
  >
    {request && (
      <ConfirmForm key={`${request.item.id}-${request.action}`} {...request} onHandled={onHandled} />
    )}
  </Modal>
);

const ConfirmForm = ({
  item,
  action,
  onHandled,
}: {
  item: Item;
  action: NotificationAction;
  onHandled: () => void;
}) => {
  const queryClient = useQueryClient();
  const mutation = useChangeIncidentStatus();
  const id = useId();
  const status = statusOf[action];
  const form = useContractForm({
    schema: ChangeIncidentStatusBody,
    defaultValues: { note: '' },
    toBody: ({ note }: { note: string }): ChangeIncidentStatusBody => ({ status, note }),
    rules: ({ note }) => {
      const problem = noteProblem(status, note);
      return problem ? { note: problem } : {};
    },
  });

  const confirm = async ({ note }: ChangeIncidentStatusBody) => {
    try {
      // The version to expect comes from a fresh read: the list may be older than the incident.
      const current = await queryClient.fetchQuery({ ...incidentQueryOptions(item.id), staleTime: 0 });
      if (current.summaryOnly) throw new Error('You may see only a summary of this incident.');
      if (current.status !== item.status) {
        throw new Error(
          `Someone else has already set this incident to ${incidentStatusLabel(current.status)}.`,
        );
      }
      await mutation.mutateAsync({ id: item.id, status, note, expectedVersion: current.version });
      toast({ title: 'Status Updated', description: 'Incident status has been updated successfully.' });
      onHandled();
    } catch (error) {
      const reason = serverNoteError(error);
      if (reason) return void form.fromServer(null, { note: reason });
      toast({ variant: 'destructive', title: 'Update Failed', description: errorMessage(error) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.notifications });
      onHandled();
    }
  };

  // Sending covers the fresh read before the change as well as the change itself.
  const busy = form.formState.isSubmitting;
  const Icon = busy ? LoaderCircle : action === 'resolve' ? CircleCheckBig : CheckCheck;
  return (
    <form {...form.formProps(confirm, { className: 'grid gap-4' })}>
      {action === 'resolve' && (
        <StatusNoteField
          control={form.field(`${id}-note`, 'note', { hint: true, required: needsNote(status) })}
          status={status}
          error={form.error('note')}
          disabled={busy}
        />
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <ModalClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" disabled={busy}>
          <Icon className={busy ? 'animate-spin' : undefined} aria-hidden="true" />
          {texts[action].title}
        </Button>
      </div>
    </form>
  );
};
