import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CircleAlert, LoaderCircle, LogIn } from 'lucide-react';
import type { CurrentUser } from '@hs/contracts';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/form-controls';
import { HttpError, failureText } from '../../../lib/http';
import { useLogin } from '../api/login';
import { checkCredentials, type CredentialErrors } from '../credentials';
import { isAdmin } from '../session';

const INVALID_CREDENTIALS = 'Invalid credentials. Please check your email and password.';

/** Wrong credentials get the fixed text; throttling and outages say what actually happened. */
const failureMessage = (error: unknown): string => {
  if (error instanceof HttpError && (error.status === 401 || error.status === 400))
    return INVALID_CREDENTIALS;
  if (error instanceof HttpError && error.status === 429) return failureText(error, INVALID_CREDENTIALS);
  return 'Sign-in is not available right now. Please try again in a moment.';
};

/**
 * The administrator sign-in, as a real form: no automatic sign-in, no built-in password
 * (docs/architecture.md, "Where the product departs from its original specification"). An account
 * without the admin role signs in but is told it has no clearance; the server refuses it the admin
 * data in any case.
 */
export const AdminLoginForm = ({ onNotAdmin }: { onNotAdmin: (user: CurrentUser) => void }) => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCredentials(username, password);
    setErrors(found);
    setFailure(null);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    login.mutate(
      { username: username.trim(), password, rememberMe: false },
      {
        onSuccess: (user) => {
          if (isAdmin(user)) return void navigate('/admin', { replace: true });
          setPassword('');
          onNotAdmin(user);
        },
        onError: (error) => {
          setFailure(failureMessage(error));
          setPassword('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Administrator sign in" className="grid gap-5">
      {failure && (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{failure}</p>
        </div>
      )}
      <fieldset disabled={login.isPending} className="grid gap-5">
        <Field id="admin-username" label="Username" required error={errors.username}>
          <Input
            ref={usernameRef}
            id="admin-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            value={username}
            onChange={(e) => {
              setUsername(e.target.value);
              if (errors.username) setErrors((current) => ({ ...current, username: undefined }));
            }}
            {...describedBy('admin-username', { error: errors.username })}
          />
        </Field>
        <Field id="admin-password" label="Password" required error={errors.password}>
          <Input
            ref={passwordRef}
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-required="true"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
            }}
            {...describedBy('admin-password', { error: errors.password })}
          />
        </Field>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <LogIn aria-hidden="true" />
        )}
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
};
