import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CircleAlert, LoaderCircle, LogIn } from 'lucide-react';
import { LoginBody, type CurrentUser } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Label } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { HttpError, failureText } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useLogin, type LoginCredentials } from '../api/login';
import { isAdmin } from '@/lib/session';
import { i18n } from '@/lib/i18n';

/** Wrong credentials get the fixed text; throttling and outages say what actually happened. */
const adminFailureMessage = (error: unknown): string => {
  const invalid = i18n.t('auth:form.invalidCredentials');
  if (error instanceof HttpError && (error.status === 401 || error.status === 400)) return invalid;
  if (error instanceof HttpError && error.status === 429) return failureText(error, invalid);
  return i18n.t('auth:form.unavailable');
};

const variants = {
  user: {
    id: 'login',
    name: () => i18n.t('auth:form.userName'),
    submit: () => i18n.t('auth:form.userSubmit'),
    pending: () => i18n.t('auth:form.userPending'),
    rememberMe: true,
  },
  admin: {
    id: 'admin',
    name: () => i18n.t('auth:form.adminName'),
    submit: () => i18n.t('auth:form.adminSubmit'),
    pending: () => i18n.t('auth:form.adminPending'),
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
  const { t } = useTranslation('auth');
  const variant = variants[props.variant ?? 'user'];
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const login = useLogin();
  const form = useContractForm({
    schema: LoginBody,
    defaultValues: { username: '', password: '', rememberMe: false },
    toBody: (values: LoginCredentials): LoginCredentials => ({
      username: values.username.trim(),
      password: values.password,
      rememberMe: variant.rememberMe && values.rememberMe,
    }),
  });
  const usernameId = `${variant.id}-username`;
  const passwordId = `${variant.id}-password`;

  const refused = (error: unknown) => {
    form.setValue('password', '');
    if (props.variant === 'admin') return setFailure(adminFailureMessage(error));
    const detail = failureText(error, '');
    toast({ variant: 'destructive', title: t('form.failed'), ...(detail ? { description: detail } : {}) });
    form.setFocus('password');
  };

  const send = (credentials: LoginCredentials) => {
    setFailure(null);
    login.mutate(credentials, {
      onSuccess: (user) => {
        if (props.variant !== 'admin') return;
        if (isAdmin(user)) return void navigate('/admin', { replace: true });
        form.setValue('password', '');
        props.onNotAdmin(user);
      },
      onError: refused,
    });
  };

  return (
    <form
      {...form.formProps(send, { onInvalid: () => setFailure(null), className: 'grid gap-5' })}
      aria-label={variant.name()}
    >
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
        <Field id={usernameId} label={t('form.username')} required error={form.error('username')}>
          <Input
            {...form.field(usernameId, 'username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <Field id={passwordId} label={t('form.password')} required error={form.error('password')}>
          <Input {...form.field(passwordId, 'password')} type="password" autoComplete="current-password" />
        </Field>
        {variant.rememberMe && (
          <div className="flex items-center gap-2.5">
            <Controller
              control={form.control}
              name="rememberMe"
              render={({ field }) => (
                <Checkbox
                  id="login-remember"
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              )}
            />
            <Label htmlFor="login-remember" className="cursor-pointer">
              {t('form.rememberMe')}
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
        {login.isPending ? variant.pending() : variant.submit()}
      </Button>
    </form>
  );
};
