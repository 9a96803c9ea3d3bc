import { useRef } from 'react';
import { Copy, RefreshCw } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '@hs/contracts';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/toast-store';
import { generatePassword } from '../../../lib/password';

interface PasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * The initial password of a new account. It is shown in clear so the administrator can hand it
 * over; there is no preset, so no two accounts start with a password someone else knows.
 */
export const PasswordField = ({ id, value, onChange, error }: PasswordFieldProps) => {
  const inputRef = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      toast({ title: 'Password Copied', description: 'Hand it to the employee through a secure channel.' });
    } catch {
      // Plain http on a site network has no clipboard API: select the text for Ctrl+C instead.
      inputRef.current?.select();
      toast({
        title: 'Copy the Password',
        description: 'The password is selected: press Ctrl+C to copy it.',
      });
    }
  };

  return (
    <Field
      id={id}
      label="Initial Password"
      required
      hint={`At least ${PASSWORD_MIN_LENGTH} characters. Generate a strong one, then copy it for the employee.`}
      error={error}
      className="sm:col-span-2"
    >
      <div className="flex flex-wrap gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-required="true"
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          className="min-w-48 flex-1 font-mono"
          {...describedBy(id, { hint: true, error })}
        />
        <Button variant="secondary" onClick={() => onChange(generatePassword())}>
          <RefreshCw aria-hidden="true" />
          Generate
        </Button>
        <Button variant="secondary" onClick={() => void copy()} disabled={!value}>
          <Copy aria-hidden="true" />
          Copy<span className="sr-only"> password</span>
        </Button>
      </div>
    </Field>
  );
};
