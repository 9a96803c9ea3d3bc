import type { Ref } from 'react';
import type { IncidentStatus } from '@hs/contracts';
import { describedBy, Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { needsNote } from '../status-note';

/** The contract's limit of a status note (ChangeIncidentStatusBody). */
const NOTE_MAX_LENGTH = 2000;

interface StatusNoteFieldProps {
  id: string;
  /** The status the note goes with: resolved and closed make it required. */
  status: IncidentStatus;
  value: string;
  error: string | undefined;
  disabled?: boolean;
  onChange: (note: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The note saved with a status change in the incident's history; required to resolve or close. */
export const StatusNoteField = ({
  id,
  status,
  value,
  error,
  disabled,
  onChange,
  ref,
}: StatusNoteFieldProps) => {
  const required = needsNote(status);
  return (
    <Field
      id={id}
      label={required ? 'Note' : 'Note (optional)'}
      required={required}
      error={error}
      hint={
        required
          ? 'Say how it was resolved or why it is closed. Saved in the incident history.'
          : "Saved with the change in the incident's history."
      }
    >
      <Textarea
        ref={ref}
        id={id}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={value}
        disabled={disabled}
        aria-required={required}
        {...describedBy(id, { hint: true, error })}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
};
