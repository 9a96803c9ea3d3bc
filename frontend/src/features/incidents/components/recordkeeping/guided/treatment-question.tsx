import { firstAidItems, medicalTreatmentItems } from '@hs/contracts';
import type { StepProps } from '../recordkeeping-form-state';
import { firstAidLabels, medicalTreatmentLabels } from './recording-rule-words';

const boxClasses =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-2 py-2 text-sm has-[:checked]:bg-brand-50';

/**
 * 1904.7(b)(5): what treatment was given, ticked from the closed first-aid list and the treatments
 * the rule names as medical treatment; "no treatment" is a tick of its own, so nothing is assumed.
 */
export const TreatmentQuestion = ({ form, idPrefix }: Pick<StepProps, 'form' | 'idPrefix'>) => {
  const error = form.error('answers.medicalTreatment') ?? form.error('answers.noTreatment');
  const errorId = `${idPrefix}-treatment-error`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-900">
        Which treatment was given? Tick everything that applies.
      </legend>
      <p className="text-sm text-slate-700">
        The first-aid list of 1904.7(b)(5)(ii) is complete: anything on it alone is first aid; anything not on
        it is medical treatment. Observation, counselling and diagnostic tests (x-rays, blood tests) are not
        treatment.
      </p>
      <label className={boxClasses}>
        <input
          type="checkbox"
          {...form.register('answers.noTreatment')}
          {...(error ? { 'aria-invalid': true } : {})}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        No treatment at all, or only observation, counselling or diagnosis
      </label>
      <fieldset className="grid gap-1 rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          First aid, 1904.7(b)(5)(ii)(A)-(N)
        </legend>
        {firstAidItems.map((item) => (
          <label key={item} className={boxClasses}>
            <input
              type="checkbox"
              value={item}
              {...form.register('answers.firstAid')}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            {firstAidLabels[item]}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-1 rounded-md border border-slate-300 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Medical treatment beyond first aid
        </legend>
        {medicalTreatmentItems.map((item) => (
          <label key={item} className={boxClasses}>
            <input
              type="checkbox"
              value={item}
              {...form.register('answers.medicalTreatment')}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            {medicalTreatmentLabels[item]}
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
};
