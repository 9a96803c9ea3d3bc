import type { ReactElement, ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ActionDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import type { useChangeActionDueDate } from '../api/change-action-due-date';
import type { useTakeActionStep } from '../api/take-action-step';
import type { useUploadActionPhoto } from '../api/upload-action-photo';
import { useStepForm } from './use-step-form';

/** What a step may use: the action and the requests that change it. */
export type StepContext = {
  action: ActionDetail;
  step: ReturnType<typeof useTakeActionStep>;
  photo: ReturnType<typeof useUploadActionPhoto>;
  dueDate: ReturnType<typeof useChangeActionDueDate>;
};

type Form<Values extends FieldValues, Schema extends z.ZodObject, Body extends z.input<Schema>> = ReturnType<
  typeof useStepForm<Values, Schema, Body>
>;

/** One step: the form's name (its button's text too), its contract, what it sends, its fields. */
type StepSpec<Values extends FieldValues, Schema extends z.ZodObject, Body extends z.input<Schema>> = {
  label: string;
  schema: Schema;
  defaultValues: (action: ActionDetail) => DefaultValues<Values>;
  toBody: (values: Values) => Body;
  send: (
    context: StepContext,
    body: Body,
    values: Values,
    form: Form<Values, Schema, Body>,
  ) => Promise<unknown>;
  done: string;
  fallback: string;
  fields?: (form: Form<Values, Schema, Body>, context: StepContext) => ReactNode;
};

type StepFormProps = { context: StepContext; busy: boolean };
/** A step's form, whatever its fields: what the table of steps holds. */
export type StepFormComponent = (props: StepFormProps) => ReactElement;

/** One step of the action as a small form: its fields, the refusal that names none, its button. */
const StepForm = <Values extends FieldValues, Schema extends z.ZodObject, Body extends z.input<Schema>>({
  spec,
  context,
  busy,
}: StepFormProps & { spec: StepSpec<Values, Schema, Body> }) => {
  const form: Form<Values, Schema, Body> = useStepForm({
    schema: spec.schema,
    defaultValues: spec.defaultValues(context.action),
    toBody: spec.toBody,
    send: (body, values) => spec.send(context, body, values, form),
    done: spec.done,
    fallback: spec.fallback,
  });
  return (
    <form
      {...form.stepProps}
      aria-label={spec.label}
      className="grid gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
    >
      <fieldset disabled={busy} className="grid gap-3">
        {spec.fields?.(form, context)}
      </fieldset>
      {form.failed && (
        <p role="alert" className="text-sm text-red-800">
          {form.failed}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {spec.label}
        </Button>
      </div>
    </form>
  );
};

/** The form of one step, typed as every other step's form. */
export const stepForm =
  <Values extends FieldValues, Schema extends z.ZodObject, Body extends z.input<Schema>>(
    spec: StepSpec<Values, Schema, Body>,
  ): StepFormComponent =>
  (props) => <StepForm spec={spec} {...props} />;
