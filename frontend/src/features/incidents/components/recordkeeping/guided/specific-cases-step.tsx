import { useWatch } from 'react-hook-form';
import type { StepProps } from '../recordkeeping-form-state';
import { AudiogramFields } from './audiogram-fields';
import { answerProps } from './field-props';
import { YesNoQuestion } from './yes-no-question';

/** 29 CFR 1904.8-1904.11: the cases recorded whatever the general criteria say. */
export const SpecificCasesStep = ({ form, idPrefix }: StepProps) => {
  const hearingTest = useWatch({ control: form.control, name: 'answers.hearingTest' });
  const removal = useWatch({ control: form.control, name: 'answers.medicalRemoval' });
  const answer = answerProps(form, idPrefix);
  const question = (
    key: 'needlestick' | 'medicalRemoval' | 'hearingTest' | 'tuberculosis',
    text: string,
    detail: string,
  ) => <YesNoQuestion {...answer(key)} question={text} detail={detail} />;
  return (
    <div className="grid gap-5">
      {question(
        'needlestick',
        'Was it a needlestick or a cut from a sharp object contaminated with another person’s blood or other potentially infectious material?',
        '1904.8: record every such work-related injury (OPIM as defined in 1910.1030).',
      )}
      {question(
        'medicalRemoval',
        'Was the employee medically removed under the medical surveillance requirements of an OSHA standard?',
        '1904.9: e.g. lead, cadmium or benzene.',
      )}
      {removal === 'yes' && (
        <p className="text-sm text-slate-800">
          1904.9(b): a medical removal is entered as days away or as restricted work; answer which in the
          general criteria.
        </p>
      )}
      {question(
        'hearingTest',
        'Is a hearing test (audiogram) showing a change in hearing part of this case?',
        '1904.10: record a standard threshold shift (an average change of 10 dB or more at 2000, 3000 and 4000 Hz relative to the baseline) when the hearing level in the same ear is 25 dB or more above audiometric zero.',
      )}
      {hearingTest === 'yes' && <AudiogramFields form={form} idPrefix={idPrefix} />}
      {question(
        'tuberculosis',
        'Was the employee exposed at work to someone with a known case of active tuberculosis, and has since developed a TB infection?',
        '1904.11: shown by a positive skin test or a diagnosis by a physician or other licensed health care professional.',
      )}
    </div>
  );
};
