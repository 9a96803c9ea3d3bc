import { useWatch } from 'react-hook-form';
import { workRelatednessExceptions } from '@hs/contracts';
import type { StepProps } from '../recordkeeping-form-state';
import { exceptionRuleWords } from './recording-rule-words';
import { YesNoQuestion } from './yes-no-question';

/** 29 CFR 1904.5: an event or exposure at work, then the exceptions of (b)(2). */
export const WorkRelatedStep = ({ form, idPrefix }: StepProps) => {
  const event = useWatch({ control: form.control, name: 'answers.workEnvironmentEvent' });
  const exceptionError = form.error('answers.exception');
  return (
    <div className="grid gap-5">
      <YesNoQuestion
        id={`${idPrefix}-event`}
        question="Did an event or exposure in the work environment cause or contribute to the condition, or significantly aggravate a pre-existing one?"
        detail="Work-relatedness is presumed for injuries and illnesses from events or exposures in the work environment, unless an exception in 1904.5(b)(2) applies."
        register={form.register('answers.workEnvironmentEvent')}
        error={form.error('answers.workEnvironmentEvent')}
      />
      {event === 'yes' && (
        <fieldset
          className="grid gap-2"
          aria-describedby={exceptionError ? `${idPrefix}-exception-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-slate-900">
            Does one of the exceptions of 1904.5(b)(2) apply?
          </legend>
          {[...workRelatednessExceptions, 'none' as const].map((value, i) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                {...form.register('answers.exception')}
                {...(exceptionError && i === 0 ? { 'aria-invalid': true } : {})}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              {value === 'none' ? 'None of these applies' : exceptionRuleWords[value]}
            </label>
          ))}
          {exceptionError && (
            <p id={`${idPrefix}-exception-error`} className="text-xs font-medium text-red-700">
              {exceptionError}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
};
