import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors } from '@/lib/http';
import { useContractForm, type FormRules } from '@/lib/use-contract-form';
import { useInvestigationCommand, type InvestigationCommand } from '../api/investigation-command';

interface CommandFormOptions<Values extends FieldValues, Schema extends z.ZodObject, Body> {
  schema: Schema;
  defaultValues: DefaultValues<Values>;
  toBody: (values: Values) => Body;
  rules?: FormRules<Values>;
  command: (body: Body) => InvestigationCommand;
  /** The toast once it is saved. */
  done: string;
  fallback: string;
  onDone?: () => void;
}

/** A form whose body is one investigation command: reasons by their fields, others under the form. */
export const useCommandForm = <
  Values extends FieldValues,
  Schema extends z.ZodObject,
  Body extends z.input<Schema>,
>({
  command,
  done,
  fallback,
  onDone,
  ...options
}: CommandFormOptions<Values, Schema, Body>) => {
  const form = useContractForm(options);
  const mutation = useInvestigationCommand();
  const [failed, setFailed] = useState<string | null>(null);
  const submit = async (body: Body) => {
    try {
      await mutation.mutateAsync(command(body));
      toast({ title: done });
      setFailed(null);
      form.reset();
      onDone?.();
    } catch (error) {
      form.fromServer(error);
      setFailed(Object.keys(fieldErrors(error)).length > 0 ? null : failureText(error, fallback));
    }
  };
  return { ...form, failed, busy: mutation.isPending, props: form.formProps(submit) };
};

type CommandFormState = Pick<ReturnType<typeof useCommandForm>, 'failed' | 'busy' | 'props'>;

/** The frame of a command form: its fields, the refusal that names no field, its button. */
export const CommandForm = ({
  form,
  label,
  submit,
  children,
  extra,
}: {
  form: CommandFormState;
  label: string;
  submit: string;
  children: ReactNode;
  extra?: ReactNode;
}) => (
  <form {...form.props} aria-label={label} className="grid gap-3">
    <fieldset disabled={form.busy} className="grid min-w-0 gap-3">
      {children}
    </fieldset>
    {form.failed && (
      <p role="alert" className="text-sm text-red-800">
        {form.failed}
      </p>
    )}
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={form.busy}>
        {submit}
      </Button>
      {extra}
    </div>
  </form>
);
