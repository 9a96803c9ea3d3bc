import type { StepProps } from '../recordkeeping-form-state';
import { YesNoQuestion } from './yes-no-question';

/** 29 CFR 1904.6: a recurrence of a recorded case is not recorded again. */
export const NewCaseStep = ({ form, idPrefix }: StepProps) => (
  <YesNoQuestion
    id={`${idPrefix}-new-case`}
    question="Is this a new case?"
    detail={
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Yes if the employee has no earlier recorded injury or illness of the same type to the same part of
          the body;
        </li>
        <li>
          or had one, recovered completely (all signs and symptoms gone), and an event or exposure at work
          brought the signs or symptoms back.
        </li>
      </ul>
    }
    register={form.register('answers.newCase')}
    error={form.error('answers.newCase')}
  />
);
