import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import type { ContractField } from '@/lib/use-contract-form';

type Base = {
  control: ContractField;
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
};

const fieldOf = ({ control, label, error, hint, required }: Base) => ({
  id: control.id,
  label,
  error,
  ...(hint ? { hint } : {}),
  ...(required ? { required } : {}),
});

/** A yes/no question as a select: both answers are explicit, none is preselected by a click. */
export const YesNoField = (props: Base) => (
  <Field {...fieldOf(props)}>
    <NativeSelect {...props.control}>
      <option value="yes">Yes</option>
      <option value="no">No</option>
    </NativeSelect>
  </Field>
);

/** A choice from a fixed list; `emptyLabel` offers "none", sent as null. */
export const ChoiceField = <T extends string>(
  props: Base & { labels: Record<T, string>; emptyLabel: string },
) => (
  <Field {...fieldOf(props)}>
    <NativeSelect {...props.control}>
      <option value="">{props.emptyLabel}</option>
      {(Object.keys(props.labels) as T[]).map((key) => (
        <option key={key} value={key}>
          {props.labels[key]}
        </option>
      ))}
    </NativeSelect>
  </Field>
);

export const TextField = (
  props: Base & {
    multiline?: boolean;
    type?: 'text' | 'date' | 'time';
    min?: string | undefined;
    max?: string | undefined;
  },
) => (
  <Field {...fieldOf(props)}>
    {props.multiline ? (
      <Textarea rows={3} {...props.control} />
    ) : (
      <Input {...props.control} type={props.type ?? 'text'} min={props.min} max={props.max} />
    )}
  </Field>
);

export const NumberField = (props: Base & { max: number }) => (
  <Field {...fieldOf(props)}>
    <Input {...props.control} type="number" inputMode="numeric" min={0} max={props.max} step={1} />
  </Field>
);

export const CheckField = ({ control, label }: { control: ContractField; label: ReactNode }) => (
  <div className="flex items-center gap-2">
    <input {...control} type="checkbox" className="size-4 accent-brand-700" />
    <label
      htmlFor={control.id}
      className="text-sm font-medium text-slate-900 pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center"
    >
      {label}
    </label>
  </div>
);
