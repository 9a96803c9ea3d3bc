import { useRef, useState, type FormEvent } from 'react';
import { LoaderCircle, LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, Field } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/form-controls';
import { toast } from '../../../components/ui/toast-store';
import { failureText } from '../../../lib/http';
import { useLogin } from '../api/login';
import { checkCredentials, type CredentialErrors } from '../credentials';

/** The sign-in form. Where the user goes next is up to the page (it sees the new session). */
export const LoginForm = () => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCredentials(username, password);
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    login.mutate(
      { username: username.trim(), password, rememberMe },
      {
        onError: (error) => {
          const detail = failureText(error, '');
          toast({
            variant: 'destructive',
            title: 'Login failed',
            ...(detail ? { description: detail } : {}),
          });
          setPassword('');
          passwordRef.current?.focus();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Log in" className="grid gap-5">
      <fieldset disabled={login.isPending} className="grid gap-5">
        <Field id="login-username" label="Username" required error={errors.username}>
          <Input
            ref={usernameRef}
            id="login-username"
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
            {...describedBy('login-username', { error: errors.username })}
          />
        </Field>
        <Field id="login-password" label="Password" required error={errors.password}>
          <Input
            ref={passwordRef}
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-required="true"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
            }}
            {...describedBy('login-password', { error: errors.password })}
          />
        </Field>
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
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <LogIn aria-hidden="true" />
        )}
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
};
