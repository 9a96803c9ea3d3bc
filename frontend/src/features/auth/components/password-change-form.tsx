import { useEffect, useRef, useState, type FormEvent } from 'react';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { NEW_PASSWORD_MIN_LENGTH } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { failureText, fieldErrors } from '@/lib/http';
import { useChangePassword } from '../api/change-password';

type Key = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Errors = Partial<Record<Key, string>>;
const order: Key[] = ['currentPassword', 'newPassword', 'confirmPassword'];

const check = (values: Record<Key, string>): Errors => ({
  ...(values.currentPassword ? {} : { currentPassword: 'Enter your current password.' }),
  ...(values.newPassword.length >= NEW_PASSWORD_MIN_LENGTH
    ? {}
    : { newPassword: `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.` }),
  ...(values.confirmPassword === values.newPassword
    ? {}
    : { confirmPassword: 'The two new passwords are not the same.' }),
});

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
  const [values, setValues] = useState<Record<Key, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refs = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const mutation = useChangePassword();
  const [focusOn, setFocusOn] = useState<Key | null>(null);
  // After the fieldset is enabled again: a disabled input cannot take focus.
  useEffect(() => {
    if (!focusOn || mutation.isPending) return;
    refs[focusOn].current?.focus();
    setFocusOn(null);
  }, [focusOn, mutation.isPending]);

  const show = (found: Errors) => {
    setErrors(found);
    setFocusOn(order.find((key) => found[key]) ?? null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check(values);
    if (Object.keys(found).length > 0) return show(found);
    mutation.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: onChanged,
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields.currentPassword || fields.newPassword) return show(fields);
          setFailure(failureText(error, 'The password could not be changed. Please try again.'));
        },
      },
    );
  };

  const input = (key: Key, label: string, autoComplete: string, hint?: string) => (
    <Field id={`password-${key}`} label={label} required error={errors[key]} {...(hint ? { hint } : {})}>
      <Input
        ref={refs[key]}
        id={`password-${key}`}
        type="password"
        autoComplete={autoComplete}
        aria-required="true"
        maxLength={200}
        value={values[key]}
        onChange={(e) => {
          setValues((current) => ({ ...current, [key]: e.target.value }));
          if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
        }}
        {...describedBy(`password-${key}`, { hint: !!hint, error: errors[key] })}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className="grid gap-5">
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
