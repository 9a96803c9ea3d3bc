import { CorrectInspectionBody, type InspectionDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { useContractForm } from '@/lib/use-contract-form';
import { useCorrectInspection } from '../api/correct-inspection';
import { FormRefusal } from './form-refusal';

type CorrectionValues = { questionId: string; value: string; reason: string };

/** Corrects one answer of a completed inspection, with the reason kept beside it. */
export const CorrectionForm = ({ detail }: { detail: InspectionDetail }) => {
  const correct = useCorrectInspection();
  const questions = detail.sections.flatMap((s) => s.questions);
  const form = useContractForm({
    schema: CorrectInspectionBody,
    defaultValues: { questionId: questions[0]?.id ?? '', value: '', reason: '' },
    toBody: (values: CorrectionValues): CorrectInspectionBody => ({
      questionId: values.questionId,
      value: values.value.trim() === '' ? null : values.value.trim(),
      reason: values.reason,
    }),
  });
  const send = async (body: CorrectInspectionBody) => {
    try {
      await correct.mutateAsync({ inspectionId: detail.id, body });
      form.resetField('value');
      form.resetField('reason');
    } catch (failure) {
      form.fromServer(failure);
    }
  };
  return (
    <form {...form.formProps(send, { className: 'grid gap-3' })}>
      <Field id="correction-question" label="Question" error={form.error('questionId')}>
        <NativeSelect {...form.field('correction-question', 'questionId')}>
          {questions.map((q) => (
            <option key={q.id} value={q.id}>
              {q.text}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id="correction-value"
        label="Corrected answer"
        hint="yes, no, a number, a choice or text; empty for N/A"
        error={form.error('value')}
      >
        <Input {...form.field('correction-value', 'value', { hint: true })} />
      </Field>
      <Field id="correction-reason" label="Reason" required error={form.error('reason')}>
        <Textarea {...form.field('correction-reason', 'reason')} rows={2} />
      </Field>
      <div>
        <Button type="submit" disabled={correct.isPending}>
          Record correction
        </Button>
      </div>
      <FormRefusal error={correct.error} fallback="The correction could not be recorded." />
    </form>
  );
};
