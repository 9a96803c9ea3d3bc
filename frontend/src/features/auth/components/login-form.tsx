import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CircleAlert, LoaderCircle, LogIn } from 'lucide-react';
import type { CurrentUser } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Label } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { HttpError, failureText } from '@/lib/http';
import { useLogin } from '../api/login';
import { checkCredentials, type CredentialErrors } from '../credentials';
import { isAdmin } from '@/lib/session';

const INVALID_CREDENTIALS = 'Invalid credentials. Please check your email and password.';

/** Wrong credentials get the fixed text; throttling and outages say what actually happened. */
const adminFailureMessage = (error: unknown): string => {
  if (error instanceof HttpError && (error.status === 401 || error.status === 400))
    return INVALID_CREDENTIALS;
  if (error instanceof HttpError && error.status === 429) return failureText(error, INVALID_CREDENTIALS);
  return 'Sign-in is not available right now. Please try again in a moment.';
};

const variants = {
  user: { id: 'login', name: 'Log in', submit: 'Login', pending: 'Logging in...', rememberMe: true },
  admin: {
    id: 'admin',
    name: 'Administrator sign in',
    submit: 'Sign In',
    pending: 'Signing In...',
    rememberMe: false,
  },
} as const;

type LoginFormProps = { variant?: 'user' } | { variant: 'admin'; onNotAdmin: (user: CurrentUser) => void };

/**
 * The sign-in form. Everyone: where they go next is up to the page, which sees the new session.
 * Administrators (a real form: no automatic sign-in, no built-in password, docs/architecture.md,
 * "Where the product departs from its original specification"): a failure is said in the form,
 * an account without the admin role is told it has no clearance, and the server refuses it the
 * admin data in any case.
 */
export const LoginForm = (props: LoginFormProps) => {
  const variant = variants[props.variant ?? 'user'];
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const login = useLogin();
  const usernameId = `${variant.id}-username`;
  const passwordId = `${variant.id}-password`;

  const refused = (error: unknown) => {
    setPassword('');
    if (props.variant === 'admin') return setFailure(adminFailureMessage(error));
    const detail = failureText(error, '');
    toast({ variant: 'destructive', title: 'Login failed', ...(detail ? { description: detail } : {}) });
    passwordRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCredentials(username, password);
    setErrors(found);
    setFailure(null);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    login.mutate(
      { username: username.trim(), password, rememberMe: variant.rememberMe && rememberMe },
      {
        onSuccess: (user) => {
          if (props.variant !== 'admin') return;
          if (isAdmin(user)) return void navigate('/admin', { replace: true });
          setPassword('');
          props.onNotAdmin(user);
        },
        onError: refused,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={variant.name} className="grid gap-5">
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
        <Field id={usernameId} label="Username" required error={errors.username}>
          <Input
            ref={usernameRef}
            id={usernameId}
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
            {...describedBy(usernameId, { error: errors.username })}
          />
        </Field>
        <Field id={passwordId} label="Password" required error={errors.password}>
          <Input
            ref={passwordRef}
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-required="true"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
            }}
            {...describedBy(passwordId, { error: errors.password })}
          />
        </Field>
        {variant.rememberMe && (
          <div className="flex items-center gap-2.5">
            <Checkbox
              id="login-remember"
              checked={rememberMe}
              onCheckedChange={(checked) => setRememberMe(checked === true)}
            />
            <Label htmlFor="login-remember" className="cursor-pointer">
              Remember me for 30 days
            </Label>
          </div>
        )}
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <LogIn aria-hidden="true" />
        )}
        {login.isPending ? variant.pending : variant.submit}
      </Button>
    </form>
  );
};
