import {
  AddCauseBody,
  type CauseLevel,
  type FishboneCategory,
  investigationRoutes,
  type CauseAnalysis,
} from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { CauseLevelOptions, CategoryOptions } from './cause-options';
import { CommandForm, useCommandForm } from './command-form';

type Values = { text: string; level: CauseLevel; category: FishboneCategory | '' };

interface AddCauseFormProps {
  incidentId: string;
  analysis: CauseAnalysis;
  parentId: string | null;
  /** The bone it sits on; 'choose' lets the user pick the bone. */
  category: FishboneCategory | null | 'choose';
  /** The form's name, for example "Why did the guard come off?". */
  label: string;
  textLabel: string;
  idPrefix: string;
  onDone?: () => void;
  onCancel?: () => void;
}

/** One cause: an answer to "why?" under its parent, or a cause on a fishbone's bone. */
export const AddCauseForm = ({
  incidentId,
  analysis,
  parentId,
  category,
  label,
  textLabel,
  idPrefix,
  onDone,
  onCancel,
}: AddCauseFormProps) => {
  const form = useCommandForm({
    schema: AddCauseBody,
    defaultValues: { text: '', level: 'contributing', category: '' },
    toBody: ({ text, level, category: chosen }: Values): AddCauseBody => ({
      text,
      level,
      analysis,
      parentId,
      category: category === 'choose' ? chosen || null : category,
    }),
    rules: ({ category: chosen }) =>
      category === 'choose' && !chosen ? { category: 'Choose the bone it belongs to' } : {},
    command: (body) => ({ method: 'POST', path: investigationRoutes.causes(incidentId), body }),
    done: 'Cause added',
    fallback: 'The cause could not be added.',
    ...(onDone ? { onDone } : {}),
  });
  return (
    <CommandForm
      form={form}
      label={label}
      submit="Add cause"
      extra={
        onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="min-h-11 rounded-md px-3 text-sm font-medium text-brand-800 underline"
          >
            Cancel
          </button>
        )
      }
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        {category === 'choose' && (
          <Field
            id={`${idPrefix}-category`}
            label="Category"
            required
            error={form.error('category')}
            className="sm:col-span-2"
          >
            <NativeSelect {...form.field(`${idPrefix}-category`, 'category')} className="sm:max-w-64">
              <CategoryOptions />
            </NativeSelect>
          </Field>
        )}
        <Field id={`${idPrefix}-text`} label={textLabel} required error={form.error('text')}>
          <Input {...form.field(`${idPrefix}-text`, 'text')} />
        </Field>
        <Field id={`${idPrefix}-level`} label="Kind of cause" required error={form.error('level')}>
          <NativeSelect {...form.field(`${idPrefix}-level`, 'level')}>
            <CauseLevelOptions />
          </NativeSelect>
        </Field>
      </div>
    </CommandForm>
  );
};
