import { MAX_VALIDITY_MONTHS, TrainingIdParams, TrainingValidityBody } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { showNotSaved } from '@/lib/not-saved';
import { useContractForm } from '@/lib/use-contract-form';
import { useSetTrainingValidity } from '../api/set-training-validity';
import { CourseField } from './course-field';

const ValidityOfCourse = TrainingValidityBody.extend({ trainingId: TrainingIdParams.shape.id });
type Values = { trainingId: string; validityMonths: string };

const toBody = (values: Values) => ({
  trainingId: values.trainingId,
  validityMonths: values.validityMonths.trim() === '' ? null : Number(values.validityMonths),
});
const monthsRule = (values: Values) =>
  /^\d*$/.test(values.validityMonths.trim()) ? {} : { validityMonths: 'Enter a whole number of months' };

/** The safety team sets how long a completion of a course holds: empty for good. */
export const ValidityForm = () => {
  const mutation = useSetTrainingValidity();
  const form = useContractForm({
    schema: ValidityOfCourse,
    defaultValues: { trainingId: '', validityMonths: '' },
    toBody,
    rules: monthsRule,
  });
  const send = ({ trainingId, validityMonths }: ReturnType<typeof toBody>) =>
    mutation.mutate(
      { trainingId, body: { validityMonths } },
      {
        onSuccess: () =>
          toast({
            title: 'Validity saved',
            description:
              validityMonths === null
                ? 'Completions hold for good.'
                : `Completions hold ${validityMonths} months.`,
          }),
        onError: (error) => showNotSaved(form, error),
      },
    );
  return (
    <form
      {...form.formProps(send, { className: 'grid items-start gap-3 sm:grid-cols-3' })}
      aria-label="Validity of a course"
    >
      <CourseField
        field={form.field('validity-course', 'trainingId')}
        error={form.error('trainingId')}
        onPick={(event, course) => {
          form.setValue('trainingId', event.target.value);
          // The months in force are shown, to keep or change.
          form.setValue('validityMonths', course?.validityMonths ? String(course.validityMonths) : '');
        }}
      />
      <Field
        id="validity-months"
        label="Valid for (months)"
        hint={`1 to ${MAX_VALIDITY_MONTHS}; empty: no expiry`}
        error={form.error('validityMonths')}
      >
        <Input {...form.field('validity-months', 'validityMonths', { hint: true })} inputMode="numeric" />
      </Field>
      <Button
        type="submit"
        variant="secondary"
        className="sm:mt-7 sm:justify-self-start"
        disabled={mutation.isPending}
      >
        {mutation.isPending ? 'Saving...' : 'Save validity'}
      </Button>
    </form>
  );
};
