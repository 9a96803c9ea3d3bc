import { useWatch } from 'react-hook-form';
import { earHearing, type Audiogram } from '@hs/contracts';
import { Input } from '@/components/ui/form-controls';
import type { StepProps } from '../recordkeeping-form-state';
import { answersOf, ears, frequencies, tests } from './answer-values';

const earNames = { left: 'Left ear', right: 'Right ear' } as const;
const testNames = { baseline: 'Baseline', current: 'Current' } as const;
const hzNames = { hz2000: '2000 Hz', hz3000: '3000 Hz', hz4000: '4000 Hz' } as const;

const dB = (value: number) => `${value.toFixed(1)} dB`;

/** One ear's finding in words: the averages, the shift, and the two tests of 1904.10(a). */
const EarFinding = ({ ear, audiogram }: { ear: (typeof ears)[number]; audiogram: Audiogram | null }) => {
  const finding = audiogram && earHearing(audiogram[ear]);
  if (!finding) return <p className="text-sm text-slate-700">{earNames[ear]}: enter all six values.</p>;
  return (
    <p className="text-sm text-slate-900">
      {earNames[ear]}: baseline average {dB(finding.baselineAverage)}, current average{' '}
      {dB(finding.currentAverage)}, change {dB(finding.shift)}.{' '}
      {finding.standardThresholdShift ? 'A standard threshold shift' : 'No standard threshold shift'};{' '}
      {finding.atLeast25dB ? '25 dB or more above audiometric zero' : 'under 25 dB above audiometric zero'}.
    </p>
  );
};

/** 1904.10: the baseline and current audiograms at 2000, 3000 and 4000 Hz, and what they show. */
export const AudiogramFields = ({ form, idPrefix }: Pick<StepProps, 'form' | 'idPrefix'>) => {
  const values = useWatch({ control: form.control, name: 'answers' });
  const audiogram = answersOf(values).audiogram;
  return (
    <div className="grid gap-4">
      {ears.map((ear) => (
        <fieldset key={ear} className="grid gap-3 rounded-md border border-slate-300 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {earNames[ear]}, dB hearing level
          </legend>
          {tests.map((test) => (
            <div key={test} className="grid grid-cols-[5.5rem_repeat(3,minmax(0,1fr))] items-end gap-2">
              <span className="pb-2 text-sm font-medium text-slate-800">{testNames[test]}</span>
              {frequencies.map((hz) => {
                const name = `answers.audiogram.${ear}.${test}.${hz}` as const;
                const id = `${idPrefix}-${ear}-${test}-${hz}`;
                const error = form.error(name);
                return (
                  <div key={hz} className="grid gap-1">
                    <label htmlFor={id} className="text-xs text-slate-700">
                      <span className="sr-only">
                        {earNames[ear]}, {testNames[test].toLowerCase()},{' '}
                      </span>
                      {hzNames[hz]}
                    </label>
                    <Input
                      id={id}
                      type="number"
                      step={1}
                      min={-10}
                      max={120}
                      className="h-11"
                      {...form.register(name)}
                      {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
                    />
                    {error && (
                      <p id={`${id}-error`} className="text-xs font-medium text-red-700">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </fieldset>
      ))}
      <div className="grid gap-1 rounded-md bg-slate-50 p-3" aria-live="polite">
        {ears.map((ear) => (
          <EarFinding key={ear} ear={ear} audiogram={audiogram} />
        ))}
        <p className="text-xs text-slate-700">
          No age adjustment is made: 1904.10(b)(3) allows it (Appendix F of 1910.95) but does not require it.
        </p>
      </div>
    </div>
  );
};
