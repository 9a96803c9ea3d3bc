import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * One question as a native radio group: a fieldset named by its legend, arrow keys move between
 * the options, and each option is a whole-width label at least 44 px tall.
 */
export const QuizQuestionField = ({
  index,
  total,
  text,
  options,
  value,
  onChange,
  missing,
}: {
  index: number;
  total: number;
  text: string;
  options: readonly string[];
  value: number | undefined;
  onChange: (option: number) => void;
  missing: boolean;
}) => {
  const { t } = useTranslation('training-quiz');
  const id = `quiz-q${index}`;
  return (
    <fieldset
      id={id}
      aria-describedby={missing ? `${id}-error` : undefined}
      className={cn('rounded-lg border p-4', missing ? 'border-red-600' : 'border-slate-200')}
    >
      <legend className="px-1">
        <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('take.questionOf', { number: index + 1, total })}
        </span>
        <span translate="no" className="block text-base font-medium text-slate-900">
          {text}
        </span>
      </legend>
      <div className="mt-2 grid gap-2">
        {options.map((option, o) => (
          <label
            key={o}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm',
              value === o ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name={id}
              value={o}
              checked={value === o}
              onChange={() => onChange(o)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span translate="no">{option}</span>
          </label>
        ))}
      </div>
      {missing && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {t('take.chooseAnswer')}
        </p>
      )}
    </fieldset>
  );
};
