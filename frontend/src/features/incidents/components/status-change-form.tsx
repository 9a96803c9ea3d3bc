import { useId, useState, type FormEvent } from 'react';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { IncidentStatus, type IncidentDetail } from '@hs/contracts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { NativeSelect, Textarea } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/http';
import { useChangeIncidentStatus } from '../api/change-incident-status';
import { incidentStatusLabels } from '../incident-labels';

/**
 * The admin's status selector with an optional note. It sends the version on screen, so a change
 * made meanwhile by someone else is refused (409) instead of silently overwritten.
 */
export const StatusChangeForm = ({ incident }: { incident: IncidentDetail }) => {
  const [status, setStatus] = useState<IncidentStatus>(incident.status);
  const [note, setNote] = useState('');
  const mutation = useChangeIncidentStatus();
  const id = useId();
  const unchanged = status === incident.status;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) return;
    mutation.mutate(
      { id: incident.id, status, note, expectedVersion: incident.version },
      {
        onSuccess: () => {
          setNote('');
          toast({ title: 'Status Updated', description: 'Incident status has been updated successfully.' });
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: 'Update Failed', description: errorMessage(error) });
        },
      },
    );
  };

  const off = mutation.isPending;
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Change status">
      <Field id={`${id}-status`} label="Change status to">
        <NativeSelect
          id={`${id}-status`}
          value={status}
          disabled={off}
          onChange={(e) => setStatus(IncidentStatus.parse(e.target.value))}
        >
          {IncidentStatus.options.map((option) => (
            <option key={option} value={option}>
              {incidentStatusLabels[option]}
              {option === incident.status ? ' (current)' : ''}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id={`${id}-note`}
        label="Note (optional)"
        hint="Saved with the change in the incident's history."
      >
        <Textarea
          id={`${id}-note`}
          rows={3}
          maxLength={2000}
          value={note}
          disabled={off}
          aria-describedby={`${id}-note-hint`}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
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
