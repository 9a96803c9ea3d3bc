import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';

/** The one required "Reason" of a refusal or a retirement, which the log keeps. */
export const ReasonFieldset = ({
  id,
  disabled,
  error,
  placeholder,
  control,
}: {
  id: string;
  disabled: boolean;
  error: string | undefined;
  placeholder: string;
  control: ComponentProps<typeof Textarea>;
}) => (
  <fieldset disabled={disabled} className="grid gap-5">
    <Field id={id} label="Reason" required error={error}>
      <Textarea rows={3} required placeholder={placeholder} {...control} />
    </Field>
  </fieldset>
);
