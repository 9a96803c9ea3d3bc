import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors } from '@/lib/http';
import { useContractForm, type FormRules } from '@/lib/use-contract-form';

/** The server's refusal of a step that names no field (a named one sits by its field). */
const stepRefusal = (error: unknown, fallback: string): string | null =>
  Object.keys(fieldErrors(error)).length > 0 ? null : failureText(error, fallback);

interface StepOptions<Values extends FieldValues, Schema extends z.ZodObject, Body> {
  schema: Schema;
  defaultValues: DefaultValues<Values>;
  toBody: (values: Values) => Body;
  rules?: FormRules<Values>;
  /** The step's request; a promise, so its toast survives the form leaving the page. */
  send: (body: Body, values: Values) => Promise<unknown>;
  done: string;
  fallback: string;
}

/** A step form checked by its contract: the toast on success, the refusal by its field or under the form. */
export const useStepForm = <
  Values extends FieldValues,
  Schema extends z.ZodObject,
  Body extends z.input<Schema>,
>({
  send,
  done,
  fallback,
  ...options
}: StepOptions<Values, Schema, Body>) => {
  const form = useContractForm(options);
  const [failed, setFailed] = useState<string | null>(null);
  const submit = async (body: Body, values: Values) => {
    try {
      await send(body, values);
      toast({ title: done });
      setFailed(null);
    } catch (error) {
      form.fromServer(error);
      setFailed(stepRefusal(error, fallback));
    }
  };
  return { ...form, failed, stepProps: form.formProps(submit) };
};
