import { recordkeepingFieldLabels as label } from '@/features/incidents/recordkeeping-labels';
import type { RecordkeepingFormApi } from '../recordkeeping-form-state';
import type { RecordkeepingValues } from '../recordkeeping-values';

type AnswerName = keyof RecordkeepingValues['answers'];

type FieldName = Exclude<keyof RecordkeepingValues, 'answers' | 'departs'>;

const extraLabels: Partial<Record<FieldName, string>> = {
  reason: 'Reason for the change',
  departureReason: 'Why the outcome differs from the answers',
};

/** The props of one of the decision's own fields: its control, label and reason. */
export const fieldProps =
  (form: RecordkeepingFormApi, idPrefix: string) =>
  (name: FieldName, { required = false, hint = false } = {}) => ({
    control: form.field(`${idPrefix}-${name}`, name, { hint, ...(required ? { required } : {}) }),
    label: extraLabels[name] ?? label[name as keyof typeof label],
    error: form.error(name),
    required,
  });

/** The props that tie a yes/no question to its answer in the form: its id, radios and error. */
export const answerProps = (form: RecordkeepingFormApi, idPrefix: string) => (name: AnswerName) => ({
  id: `${idPrefix}-${name}`,
  register: form.register(`answers.${name}`),
  error: form.error(`answers.${name}`),
});
