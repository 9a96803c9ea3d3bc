import { useState } from 'react';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { ChangePasswordBody, NEW_PASSWORD_MIN_LENGTH } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { inputLimits } from '@/lib/form-fields';
import { failureText, fieldErrors } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useChangePassword } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

/** The repeat is the form's own: the server never sees it. */
const sameTwice = (values: Values) =>
  values.confirmPassword === values.newPassword
    ? {}
    : { confirmPassword: 'The two new passwords are not the same.' };

/**
 * Current password, new one twice. The server also refuses the username and common passwords;
 * its reasons appear next to the field they concern, and the first wrong field gets focus.
 */
export const PasswordChangeForm = ({
  currentLabel,
  submitLabel,
  onChanged,
}: {
  currentLabel: string;
  submitLabel: string;
  onChanged: () => void;
}) => {
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useChangePassword();
  const form = useContractForm({
    schema: ChangePasswordBody,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    toBody: ({ currentPassword, newPassword }: Values): ChangePasswordBody => ({
      currentPassword,
      newPassword,
    }),
    rules: sameTwice,
  });

  const send = (body: ChangePasswordBody) => {
    setFailure(null);
    mutation.mutate(body, {
      onSuccess: onChanged,
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields.currentPassword || fields.newPassword) return void form.fromServer(error);
        setFailure(failureText(error, 'The password could not be changed. Please try again.'));
      },
    });
  };

  const input = (key: keyof Values, label: string, autoComplete: string, hint?: string) => (
    <Field id={`password-${key}`} label={label} required error={form.error(key)} {...(hint ? { hint } : {})}>
      <Input
        {...form.field(`password-${key}`, key, { hint: !!hint })}
        // The repeat takes the limits of the new password it repeats.
        {...(key === 'confirmPassword' ? inputLimits(ChangePasswordBody.shape, 'newPassword') : {})}
        type="password"
        autoComplete={autoComplete}
      />
    </Field>
  );

  return (
    <form
      {...form.formProps(send, { onInvalid: () => setFailure(null), className: 'grid gap-5' })}
      aria-label={submitLabel}
    >
      <fieldset disabled={mutation.isPending} className="grid gap-5">
        {input('currentPassword', currentLabel, 'current-password')}
        {input(
          'newPassword',
          'New password',
          'new-password',
          `At least ${NEW_PASSWORD_MIN_LENGTH} characters; not your username and not a well-known password.`,
        )}
        {input('confirmPassword', 'Repeat the new password', 'new-password')}
      </fieldset>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={mutation.isPending} className="justify-self-start">
        {mutation.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <KeyRound aria-hidden="true" />
        )}
        {mutation.isPending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
};
