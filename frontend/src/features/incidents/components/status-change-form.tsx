import { useId, useState } from 'react';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { ChangeIncidentStatusBody, IncidentStatus, type IncidentDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect, Textarea } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, fieldErrors } from '@/lib/http';
import { statusesFor } from '@/lib/roles';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { useContractForm } from '@/lib/use-contract-form';
import { useChangeIncidentStatus } from '../api/change-incident-status';
import { incidentStatusLabels } from '../incident-labels';
import { needsNote, noteProblem, serverNoteError } from '../status-note';
import { StatusNoteField } from './status-note-field';

type StatusValues = { status: IncidentStatus; note: string; overrideReason: string };

/**
 * The admin's status change: picking a status only prepares it (one arrow key must not write to
 * the audit trail); the button sends it. It sends the version on screen, so a change made
 * meanwhile by someone else is refused (409) instead of silently overwritten.
 */
export const StatusChangeForm = ({ incident }: { incident: IncidentDetail }) => {
  // Closing with actions not verified: the server names them; only an administrator may override.
  const [openActions, setOpenActions] = useState<string | null>(null);
  const form = useContractForm({
    schema: ChangeIncidentStatusBody,
    defaultValues: { status: incident.status, note: '', overrideReason: '' },
    toBody: (values: StatusValues): ChangeIncidentStatusBody => ({
      status: values.status,
      note: values.note,
      expectedVersion: incident.version,
      ...(openActions && values.overrideReason.trim() ? { overrideReason: values.overrideReason } : {}),
    }),
    rules: ({ status, note }) => {
      const problem = noteProblem(status, note);
      return problem ? { note: problem } : {};
    },
  });
  const mutation = useChangeIncidentStatus();
  const id = useId();
  // The current status stays listed so the choice starts there; a supervisor may add only review.
  const user = useSignedInUser();
  const allowed = statusesFor(user, incident.status);
  const options = IncidentStatus.options.filter((o) => o === incident.status || allowed.includes(o));
  const status = form.watch('status');
  const unchanged = status === incident.status;

  // mutateAsync, not mutate's callbacks: the new version remounts this form before they would run.
  const send = async (body: ChangeIncidentStatusBody) => {
    if (unchanged) return;
    try {
      await mutation.mutateAsync({
        id: incident.id,
        ...body,
        overrideReason: body.overrideReason ?? undefined,
      });
      toast({ title: 'Status Updated', description: 'Incident status has been updated successfully.' });
    } catch (error) {
      const reason = serverNoteError(error);
      if (reason) form.fromServer(null, { note: reason });
      const refusal = fieldErrors(error).overrideReason;
      if (refusal) setOpenActions(refusal);
      toast({ variant: 'destructive', title: 'Update Failed', description: errorMessage(error) });
    }
  };

  const off = mutation.isPending;
  const statusField = form.field(`${id}-status`, 'status', { hint: !unchanged });
  return (
    <form {...form.formProps(send, { className: 'grid gap-4' })} aria-label="Change status">
      <Field
        id={`${id}-status`}
        label="Change status to"
        hint={unchanged ? undefined : 'Not saved until you press Update Status.'}
      >
        <NativeSelect
          {...statusField}
          disabled={off}
          onChange={(event) => {
            form.clearErrors('note');
            return statusField.onChange(event);
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
        control={form.field(`${id}-note`, 'note', { hint: true, required: needsNote(status) })}
        status={status}
        error={form.error('note')}
        disabled={off}
      />
      {openActions && status === 'closed' && (
        <div className="grid gap-2">
          <p role="alert" className="text-sm text-red-800">
            {openActions}
          </p>
          {isAdmin(user) && (
            <Field
              id={`${id}-override`}
              label={
                // The same override answers both refusals; its label names the one the server gave.
                /investigation/i.test(openActions)
                  ? 'Reason to close before the investigation is approved'
                  : 'Reason to close with these actions open'
              }
            >
              <Textarea {...form.field(`${id}-override`, 'overrideReason')} rows={2} disabled={off} />
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
