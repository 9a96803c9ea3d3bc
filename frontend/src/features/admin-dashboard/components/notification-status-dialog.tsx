import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, CircleCheckBig, LoaderCircle } from 'lucide-react';
import type { AdminNotifications } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Modal, ModalClose } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/http';
import {
  useChangeIncidentStatus,
  incidentQueryOptions,
  StatusNoteField,
  incidentStatusLabel,
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
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const refuseNote = (reason: string) => {
    setNoteError(reason);
    noteRef.current?.focus();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const problem = noteProblem(status, note);
    if (problem) return refuseNote(problem);
    setBusy(true);
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
      if (reason) return refuseNote(reason);
      toast({ variant: 'destructive', title: 'Update Failed', description: errorMessage(error) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.notifications });
      onHandled();
    } finally {
      setBusy(false);
    }
  };

  const Icon = busy ? LoaderCircle : action === 'resolve' ? CircleCheckBig : CheckCheck;
  return (
    <form onSubmit={(event) => void confirm(event)} noValidate className="grid gap-4">
      {action === 'resolve' && (
        <StatusNoteField
          ref={noteRef}
          id={`${id}-note`}
          status={status}
          value={note}
          error={noteError}
          disabled={busy}
          onChange={(value) => {
            setNote(value);
            setNoteError(undefined);
          }}
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
