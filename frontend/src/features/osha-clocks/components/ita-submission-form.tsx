import { RecordItaSubmissionBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
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
  const mutation = useRecordItaSubmission();
  const form = useContractForm({
    schema: RecordItaSubmissionBody,
    defaultValues: { confirmationNumber: '' },
    toBody: ({ confirmationNumber }: { confirmationNumber: string }): RecordItaSubmissionBody => ({
      establishmentId,
      year,
      confirmationNumber,
    }),
  });
  const id = `ita-submission-${establishmentId}`;

  const send = async (body: RecordItaSubmissionBody) => {
    try {
      await mutation.mutateAsync(body);
      toast({ title: 'ITA submission recorded', description: `${establishmentName}, ${year}.` });
      onDone();
    } catch (failure) {
      // Any refusal, of the establishment or year too, is shown by the one field this form has.
      const reason = fieldErrors(failure).confirmationNumber ?? failureText(failure, 'Not saved');
      form.fromServer(null, { confirmationNumber: reason });
      toast({ variant: 'destructive', title: 'Not saved', description: failureText(failure, 'Not saved') });
    }
  };

  return (
    <form
      {...form.formProps(send, {
        className:
          'mt-3 grid items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 text-slate-900 sm:grid-cols-3',
      })}
      aria-label={`ITA submission of ${establishmentName}, ${year}`}
    >
      <Field id={id} label="ITA confirmation number" required error={form.error('confirmationNumber')}>
        <Input {...form.field(id, 'confirmationNumber')} />
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
