import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './form-controls';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Shown under the control as `${id}-error`; the control sets aria-invalid and aria-describedby. */
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A label above its control; the asterisk is hidden from screen readers, which hear aria-required. */
export const Field = ({ id, label, required = false, hint, error, className, children }: FieldProps) => (
  <div className={cn('flex flex-col gap-1.5', className)}>
    <Label htmlFor={id}>
      {label}
      {required && (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </Label>
    {children}
    {hint && (
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
    )}
    {error && (
      <p id={`${id}-error`} className="text-xs font-medium text-red-700">
        {error}
      </p>
    )}
  </div>
);

/** aria attributes that tie a control to its hint and error. */
export const describedBy = (
  id: string,
  { hint = false, error }: { hint?: boolean; error?: string | undefined },
): { 'aria-describedby'?: string; 'aria-invalid'?: true } => {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { ...(ids ? { 'aria-describedby': ids } : {}), ...(error ? { 'aria-invalid': true } : {}) };
};
