import { recordkeepingFieldLabels as label } from '@/features/incidents/recordkeeping-labels';
import type { RecordkeepingFormApi } from '../recordkeeping-form-state';
import type { RecordkeepingValues } from '../recordkeeping-values';

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
