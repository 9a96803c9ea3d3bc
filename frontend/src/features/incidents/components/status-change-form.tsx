import { useId, useRef, useState, type FormEvent } from 'react';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { IncidentStatus, type IncidentDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect, Textarea } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, fieldErrors } from '@/lib/http';
import { statusesFor } from '@/lib/roles';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { useChangeIncidentStatus } from '../api/change-incident-status';
import { incidentStatusLabels } from '../incident-labels';
import { noteProblem, serverNoteError } from '../status-note';
import { StatusNoteField } from './status-note-field';

/**
 * The admin's status change: picking a status only prepares it (one arrow key must not write to
 * the audit trail); the button sends it. It sends the version on screen, so a change made
 * meanwhile by someone else is refused (409) instead of silently overwritten.
 */
export const StatusChangeForm = ({ incident }: { incident: IncidentDetail }) => {
  const [status, setStatus] = useState<IncidentStatus>(incident.status);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const mutation = useChangeIncidentStatus();
  const id = useId();
  // The current status stays listed so the choice starts there; a supervisor may add only review.
  const user = useSignedInUser();
  const allowed = statusesFor(user, incident.status);
  // Closing with actions not verified: the server names them; only an administrator may override.
  const [openActions, setOpenActions] = useState<string | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const options = IncidentStatus.options.filter((o) => o === incident.status || allowed.includes(o));
  const unchanged = status === incident.status;

  const refuseNote = (reason: string) => {
    setNoteError(reason);
    noteRef.current?.focus();
  };

  // mutateAsync, not mutate's callbacks: the new version remounts this form before they would run.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    const problem = noteProblem(status, note);
    if (problem) return refuseNote(problem);
    try {
      await mutation.mutateAsync({
        id: incident.id,
        status,
        note,
        expectedVersion: incident.version,
        ...(openActions && overrideReason.trim() ? { overrideReason } : {}),
      });
      toast({ title: 'Status Updated', description: 'Incident status has been updated successfully.' });
    } catch (error) {
      const reason = serverNoteError(error);
      if (reason) refuseNote(reason);
      const refusal = fieldErrors(error).overrideReason;
      if (refusal) setOpenActions(refusal);
      toast({ variant: 'destructive', title: 'Update Failed', description: errorMessage(error) });
    }
  };

  const off = mutation.isPending;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4"
      aria-label="Change status"
    >
      <Field
        id={`${id}-status`}
        label="Change status to"
        hint={unchanged ? undefined : 'Not saved until you press Update Status.'}
      >
        <NativeSelect
          id={`${id}-status`}
          value={status}
          disabled={off}
          aria-describedby={unchanged ? undefined : `${id}-status-hint`}
          onChange={(e) => {
            setStatus(IncidentStatus.parse(e.target.value));
            setNoteError(undefined);
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {incidentStatusLabels[option]}
              {option === incident.status ? ' (current)' : ''}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <StatusNoteField
        ref={noteRef}
        id={`${id}-note`}
        status={status}
        value={note}
        error={noteError}
        disabled={off}
        onChange={(value) => {
          setNote(value);
          setNoteError(undefined);
        }}
      />
      {openActions && status === 'closed' && (
        <div className="grid gap-2">
          <p role="alert" className="text-sm text-red-800">
            {openActions}
          </p>
          {isAdmin(user) && (
            <Field id={`${id}-override`} label="Reason to close with these actions open">
              <Textarea
                id={`${id}-override`}
                value={overrideReason}
                maxLength={1000}
                rows={2}
                disabled={off}
                onChange={(e) => setOverrideReason(e.target.value)}
              />
            </Field>
          )}
        </div>
      )}
      <Button type="submit" disabled={off || unchanged}>
        {mutation.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <RefreshCw aria-hidden="true" />
        )}
        {mutation.isPending ? 'Updating...' : 'Update Status'}
      </Button>
    </form>
  );
};
