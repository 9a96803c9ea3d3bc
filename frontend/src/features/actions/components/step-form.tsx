import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { failureText, fieldErrors } from '@/lib/http';

/** The server's refusal of a step that names no field (a named one sits by its field). */
export const stepRefusal = (error: unknown, fallback: string): string | null =>
  Object.keys(fieldErrors(error)).length > 0 ? null : failureText(error, fallback);

/** One step of the action as a small form: its fields, the refusal that names none, its button. */
export const StepForm = ({
  label,
  formProps,
  busy,
  error,
  submitText,
  children,
}: {
  label: string;
  formProps: ComponentProps<'form'>;
  busy: boolean;
  error: string | null;
  submitText: string;
  children?: ReactNode;
}) => (
  <form
    {...formProps}
    aria-label={label}
    className="grid gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
  >
    <fieldset disabled={busy} className="grid gap-3">
      {children}
    </fieldset>
    {error && (
      <p role="alert" className="text-sm text-red-800">
        {error}
      </p>
    )}
    <div>
      <Button type="submit" disabled={busy}>
        {submitText}
      </Button>
    </div>
  </form>
);
