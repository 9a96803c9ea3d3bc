import type { IncidentStatus } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import type { ContractField } from '@/lib/use-contract-form';
import { needsNote } from '../status-note';

interface StatusNoteFieldProps {
  /** The note's control, registered with a hint and, when `status` needs a note, as required. */
  control: ContractField;
  /** The status the note goes with: resolved and closed make it required. */
  status: IncidentStatus;
  error: string | undefined;
  disabled?: boolean;
}

/** The note saved with a status change in the incident's history; required to resolve or close. */
export const StatusNoteField = ({ control, status, error, disabled }: StatusNoteFieldProps) => {
  const required = needsNote(status);
  return (
    <Field
      id={control.id}
      label={required ? 'Note' : 'Note (optional)'}
      required={required}
      error={error}
      hint={
        required
          ? 'Say how it was resolved or why it is closed. Saved in the incident history.'
          : "Saved with the change in the incident's history."
      }
    >
      <Textarea {...control} rows={3} disabled={disabled} />
    </Field>
  );
};
