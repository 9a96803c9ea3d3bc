import type { StepProps } from '../recordkeeping-form-state';
import { answerProps } from './field-props';
import { TreatmentQuestion } from './treatment-question';
import { YesNoQuestion } from './yes-no-question';

type Question = {
  key: 'death' | 'daysAway' | 'restrictedWork' | 'lossOfConsciousness' | 'significantDiagnosis';
  question: string;
  detail: string;
};

const before: Question[] = [
  { key: 'death', question: 'Did the injury or illness result in death?', detail: '1904.7(b)(2)' },
  {
    key: 'daysAway',
    question: 'Did it result in days away from work?',
    detail:
      '1904.7(b)(3): a physician or other licensed health care professional recommends days away, or the employee stays away, counting from the day after the injury.',
  },
  {
    key: 'restrictedWork',
    question: 'Did it result in restricted work or transfer to another job?',
    detail:
      '1904.7(b)(4): the employee is kept from one or more routine functions of the job, or from a full workday, or is moved to another job.',
  },
];
const after: Question[] = [
  {
    key: 'lossOfConsciousness',
    question: 'Did the employee lose consciousness?',
    detail: '1904.7(b)(6): for any length of time.',
  },
  {
    key: 'significantDiagnosis',
    question:
      'Was a significant injury or illness diagnosed by a physician or other licensed health care professional?',
    detail:
      '1904.7(b)(7): e.g. cancer, a chronic irreversible disease, a fractured or cracked bone, or a punctured eardrum, even without treatment.',
  },
];

/** 29 CFR 1904.7: the general recording criteria, in the rule's order. */
export const GeneralCriteriaStep = ({ form, idPrefix }: StepProps) => {
  const answer = answerProps(form, idPrefix);
  const question = ({ key, question: text, detail }: Question) => (
    <YesNoQuestion key={key} {...answer(key)} question={text} detail={detail} />
  );
  return (
    <div className="grid gap-5">
      {before.map(question)}
      <TreatmentQuestion form={form} idPrefix={idPrefix} />
      {after.map(question)}
    </div>
  );
};
