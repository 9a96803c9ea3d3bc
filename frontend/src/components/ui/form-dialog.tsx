import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ModalClose } from '@/components/ui/modal';
import { toast, type ToastInput } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useContractForm, type FormRules } from '@/lib/use-contract-form';
import { cn } from '@/lib/cn';

interface FormDialogOptions<Values extends FieldValues, Schema extends z.ZodObject, Body, Result> {
  /** The contract the server checks: refused fields get their reason and the first one the focus. */
  schema: Schema;
  defaultValues: DefaultValues<Values>;
  /** The body the server receives, built from the fields. */
  toBody: (values: Values) => Body;
  rules?: FormRules<Values>;
  /**
   * The mutation's `mutateAsync`: its promise settles even when the dialog has closed or its page
   * has unmounted it, so the toast after it is never lost with the dialog.
   */
  send: (body: Body) => Promise<Result>;
  /** The toast of a success; the dialog closes after it. */
  success: (body: Body, result: Result) => ToastInput;
  /** The title of the error toast and its text when the server gave none. */
  failure: { title: string; fallback: string };
  onDone: () => void;
  /** Called when the contract refuses the fields, before anything is sent. */
  onInvalid?: (values: Values) => void;
}

/**
 * The submit scaffolding every form dialog repeats: check against the contract, send, toast the
 * outcome, close on success, and show the server's field reasons next to their fields.
 */
export const useFormDialog = <
  Values extends FieldValues,
  Schema extends z.ZodObject,
  Body extends z.input<Schema>,
  Result,
>({
  schema,
  defaultValues,
  toBody,
  rules,
  send,
  success,
  failure,
  onDone,
  onInvalid,
}: FormDialogOptions<Values, Schema, Body, Result>) => {
  const form = useContractForm({ schema, defaultValues, toBody, rules });
  const submit = async (body: Body) => {
    try {
      const result = await send(body);
      toast(success(body, result));
      onDone();
    } catch (error) {
      form.fromServer(error);
      toast({
        variant: 'destructive',
        title: failure.title,
        description: failureText(error, failure.fallback),
      });
    }
  };
  return {
    ...form,
    /** The props of the `<form>`. */
    formProps: (className = 'grid gap-5') => form.formProps(submit, { className, onInvalid }),
  };
};

interface FormDialogActionsProps {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  icon?: ReactNode;
  disabled?: boolean;
  variant?: 'primary' | 'destructive';
  /** A rule above the buttons, for long forms. */
  divided?: boolean;
}

/** Cancel and submit at the foot of a dialog form; the submit button names what it does. */
export const FormDialogActions = ({
  pending,
  submitLabel,
  pendingLabel,
  icon,
  disabled = false,
  variant = 'primary',
  divided = false,
}: FormDialogActionsProps) => {
  const { t } = useTranslation('common');
  return (
    <div className={cn('flex flex-wrap justify-end gap-3', divided && 'border-t border-slate-200 pt-4')}>
      <ModalClose asChild>
        <Button variant="secondary" disabled={pending}>
          {t('actions.cancel')}
        </Button>
      </ModalClose>
      <Button type="submit" variant={variant} disabled={pending || disabled}>
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
};
