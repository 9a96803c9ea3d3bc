import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A question answered by two radios, neither chosen at first. The fieldset's legend is the
 * question; the first radio carries the error for the focus on a refusal.
 */
export const YesNoQuestion = ({
  id,
  question,
  detail,
  register,
  error,
}: {
  id: string;
  question: string;
  detail?: ReactNode;
  register: UseFormRegisterReturn;
  error?: string | undefined;
}) => (
  <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
    <legend className="mb-1 text-sm font-medium text-slate-900">{question}</legend>
    {detail && <div className="text-sm text-slate-700">{detail}</div>}
    <div className="flex flex-wrap gap-2">
      {(['yes', 'no'] as const).map((value, i) => (
        <label
          key={value}
          className="flex min-h-11 min-w-24 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
        >
          <input
            type="radio"
            value={value}
            {...register}
            {...(error && i === 0 ? { 'aria-invalid': true } : {})}
            className="size-5 shrink-0 accent-brand-700"
          />
          {value === 'yes' ? 'Yes' : 'No'}
        </label>
      ))}
    </div>
    {error && (
      <p id={`${id}-error`} className="text-xs font-medium text-red-700">
        {error}
      </p>
    )}
  </fieldset>
);
