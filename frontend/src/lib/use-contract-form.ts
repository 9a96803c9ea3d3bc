import { useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { describedBy } from '@/components/ui/field';
import { emptyReadsRequired, inputLimits, useFocusFirstInvalid } from '@/lib/form-fields';
import { fieldErrors } from '@/lib/http';
import { reasonWords } from './error-words';

/** Reasons the contract cannot give: rules of the form's own (a field the server requires by a rule). */
export type FormRules<Values> = (values: Values) => Partial<Record<Path<Values & FieldValues>, string>>;

/**
 * Checks a form with the request schema the server checks: the form's values become the body
 * (`toBody`), zod's reasons land on the fields of the same name, and the body is what is sent.
 * An empty date or id reads "Required" (unless the contract words it), not "Enter a valid date";
 * `rules` add the form's own reasons.
 */
export const contractResolver = <
  Values extends FieldValues,
  Schema extends z.ZodObject,
  Body extends z.input<Schema>,
>(
  schema: Schema,
  toBody: (values: Values) => Body,
  rules?: FormRules<Values>,
): Resolver<Values, unknown, Body> => {
  // raw: the body goes out as built, the server applies its own defaults and trims.
  const checkBody = zodResolver(schema, undefined, { raw: true });
  return async (values, context, options) => {
    const body = toBody(values);
    const result = await checkBody(body, context, options as unknown as ResolverOptions<z.input<Schema>>);
    const errors = result.errors as Record<string, { type: string; message?: string }>;
    for (const [key, error] of Object.entries(errors)) {
      const field = schema.shape[key];
      const empty = (body as Record<string, unknown>)[key] === '' && field && emptyReadsRequired(field);
      // zod's reasons are already in words: main.tsx loads the contracts' error map.
      if (empty) errors[key] = { ...error, message: 'Required' };
    }
    for (const [key, message] of Object.entries(rules?.(values) ?? {})) {
      if (typeof message === 'string') errors[key] = { type: 'form', message };
    }
    if (Object.keys(errors).length === 0) return { values: body, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
};

/** A registered control: its id, the contract's limits and its reason wired for assistive tech. */
export type ContractField = UseFormRegisterReturn & {
  id: string;
  maxLength?: number;
  'aria-required'?: true;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

interface ContractFormOptions<Values extends FieldValues, Schema extends z.ZodObject, Body> {
  /** The request schema of @hs/contracts (or a .pick / .extend of it). */
  schema: Schema;
  defaultValues: DefaultValues<Values>;
  /** The body the server receives: trimmed strings, numbers from inputs, empty optional fields left out. */
  toBody: (values: Values) => Body;
  rules?: FormRules<Values>;
}

/**
 * react-hook-form checked by the contract: each reason next to its field, the server's field
 * reasons after a refusal too, focus on the first invalid control in page order, and an edit takes
 * its field's reason away (the others wait for the next submission).
 */
export const useContractForm = <
  Values extends FieldValues,
  Schema extends z.ZodObject,
  Body extends z.input<Schema>,
>({
  schema,
  defaultValues,
  toBody,
  rules,
}: ContractFormOptions<Values, Schema, Body>) => {
  const form = useForm<Values, unknown, Body>({
    defaultValues,
    // Built on each render, as react-hook-form reads its options: `rules` may use the page's data.
    resolver: contractResolver(schema, toBody, rules),
    reValidateMode: 'onSubmit',
  });
  // react-hook-form focuses the first field it refused at once; the server's refusal arrives while
  // the fieldset is disabled, so its focus waits a frame (useFocusFirstInvalid).
  const formRef = useRef<HTMLFormElement>(null);
  const [serverRefusals, setServerRefusals] = useState(0);
  useFocusFirstInvalid(formRef, serverRefusals);
  const { errors } = form.formState;
  const error = (name: string): string | undefined => {
    const message = (get(errors, name) as { message?: string })?.message;
    return message === undefined ? undefined : reasonWords(message);
  };

  return {
    ...form,
    formRef,
    error,
    /**
     * The server's field reasons next to their fields, or `otherwise` when it named none; false when
     * nothing was shown (the caller's toast says it all).
     */
    fromServer: (failure: unknown, otherwise: Partial<Record<Path<Values>, string>> = {}): boolean => {
      const named = Object.entries(fieldErrors(failure));
      const found = named.length > 0 ? named : Object.entries(otherwise);
      for (const [key, message] of found)
        if (typeof message === 'string') form.setError(key as Path<Values>, { type: 'server', message });
      if (found.length > 0) setServerRefusals((n) => n + 1);
      return found.length > 0;
    },
    /** The props of the `<form>`: checks, then `send` gets the body; `onInvalid` runs on a refusal. */
    formProps: (
      send: (body: Body, values: Values) => unknown,
      { onInvalid, className }: { onInvalid?: (values: Values) => void; className?: string } = {},
    ) => ({
      ref: formRef,
      noValidate: true,
      className,
      onChange: (event: FormEvent) => {
        const name = (event.target as HTMLInputElement).name;
        if (name && get(form.formState.errors, name)) form.clearErrors(name as Path<Values>);
      },
      onSubmit: form.handleSubmit(
        (body) => send(body, form.getValues()),
        () => onInvalid?.(form.getValues()),
      ),
    }),
    /** A control showing `name`: registered, with the contract's limits and its reason wired for assistive tech. */
    field: (
      id: string,
      name: Path<Values>,
      { hint = false, required }: { hint?: boolean; required?: boolean } = {},
    ): ContractField => ({
      id,
      ...form.register(name),
      ...inputLimits(schema.shape, name, required),
      ...describedBy(id, { hint, error: error(name) }),
    }),
  };
};
