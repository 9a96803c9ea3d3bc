import type { ReactNode } from 'react';
import { describedBy, Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';

type Base = { id: string; label: string; error?: string | undefined; hint?: string; required?: boolean };

const aria = ({ id, hint, error }: Base) => describedBy(id, { hint: Boolean(hint), error });

/** A yes/no question as a select: both answers are explicit, none is preselected by a click. */
export const YesNoField = (props: Base & { value: boolean; onChange: (value: boolean) => void }) => (
  <Field {...props}>
    <NativeSelect
      id={props.id}
      value={props.value ? 'yes' : 'no'}
      onChange={(e) => props.onChange(e.target.value === 'yes')}
      {...aria(props)}
    >
      <option value="yes">Yes</option>
      <option value="no">No</option>
    </NativeSelect>
  </Field>
);

/** A choice from a fixed list; `emptyLabel` offers "none" as null. */
export const ChoiceField = <T extends string>(
  props: Base & {
    value: T | null;
    labels: Record<T, string>;
    emptyLabel: string;
    onChange: (value: T | null) => void;
  },
) => (
  <Field {...props}>
    <NativeSelect
      id={props.id}
      value={props.value ?? ''}
      aria-required={props.required}
      onChange={(e) => props.onChange(e.target.value === '' ? null : (e.target.value as T))}
      {...aria(props)}
    >
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
    value: string;
    maxLength: number;
    multiline?: boolean;
    type?: 'text' | 'date' | 'time';
    min?: string | undefined;
    max?: string | undefined;
    onChange: (value: string) => void;
  },
) => {
  const common = {
    id: props.id,
    value: props.value,
    maxLength: props.maxLength,
    'aria-required': props.required,
    ...aria(props),
  };
  return (
    <Field {...props}>
      {props.multiline ? (
        <Textarea rows={3} {...common} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <Input
          {...common}
          type={props.type ?? 'text'}
          min={props.min}
          max={props.max}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
};

export const NumberField = (
  props: Base & { value: number; max: number; onChange: (value: number) => void },
) => (
  <Field {...props}>
    <Input
      id={props.id}
      type="number"
      inputMode="numeric"
      min={0}
      max={props.max}
      value={String(props.value)}
      onChange={(e) => props.onChange(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
      {...aria(props)}
    />
  </Field>
);

export const CheckField = ({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (value: boolean) => void;
}) => (
  <div className="flex items-center gap-2">
    <input
      id={id}
      type="checkbox"
      className="size-4 accent-brand-700"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
    <label htmlFor={id} className="text-sm font-medium text-slate-900">
      {label}
    </label>
  </div>
);
