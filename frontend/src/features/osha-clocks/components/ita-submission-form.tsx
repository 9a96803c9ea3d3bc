import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors } from '@/lib/http';
import { useRecordItaSubmission } from '../api/record-ita-submission';

/** Records that an establishment's year was submitted to OSHA's ITA, with the confirmation number. */
export const ItaSubmissionForm = ({
  establishmentId,
  establishmentName,
  year,
  onDone,
}: {
  establishmentId: string;
  establishmentName: string;
  year: number;
  onDone: () => void;
}) => {
  const [confirmationNumber, setConfirmationNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const mutation = useRecordItaSubmission();
  const id = `ita-submission-${establishmentId}`;

  const refuse = (message: string | undefined) => {
    setError(message);
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmationNumber.trim()) return refuse("Enter the ITA's confirmation number");
    setError(undefined);
    mutation.mutate(
      { establishmentId, year, confirmationNumber },
      {
        onSuccess: () => {
          toast({ title: 'ITA submission recorded', description: `${establishmentName}, ${year}.` });
          onDone();
        },
        onError: (failure) => {
          refuse(fieldErrors(failure).confirmationNumber ?? failureText(failure, 'Not saved'));
          toast({
            variant: 'destructive',
            title: 'Not saved',
            description: failureText(failure, 'Not saved'),
          });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`ITA submission of ${establishmentName}, ${year}`}
      className="mt-3 grid items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-slate-900 sm:grid-cols-3"
    >
      <Field id={id} label="ITA confirmation number" required error={error}>
        <Input
          ref={input}
          id={id}
          value={confirmationNumber}
          maxLength={50}
          onChange={(e) => setConfirmationNumber(e.target.value)}
          aria-required="true"
          {...describedBy(id, { error })}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          Save submission
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
