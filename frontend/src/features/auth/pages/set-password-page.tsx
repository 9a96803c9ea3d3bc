import { Navigate, useNavigate } from 'react-router';
import { APP_NAME } from '@/config/site';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { useLogout } from '../api/logout';
import { PasswordChangeForm } from '../components/password-change-form';
import { useCurrentUser } from '@/lib/session';

/**
 * /set-password: after a sign-in with a temporary password nothing else opens (the server answers
 * 403 everywhere else) until the user has chosen their own.
 */
export const SetPasswordPage = () => {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return <Navigate to="/auth" replace />;
  if (!user.mustChangePassword) return <Navigate to="/dashboard" replace />;

  return (
    <Card className="mx-auto w-full max-w-lg">
      <title>{`Set your password · ${APP_NAME}`}</title>
      <CardContent className="px-6 py-8 sm:px-10 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Set your password</h1>
        <p className="mt-1.5 text-slate-700">
          You signed in with a temporary password, {user.firstName}. Choose your own password to continue;
          nobody else will know it.
        </p>
        <div className="mt-8">
          <PasswordChangeForm
            currentLabel="Temporary password"
            submitLabel="Set password"
            onChanged={() => {
              toast({ title: 'Password set', description: 'Your new password is in place.' });
              void navigate('/dashboard', { replace: true });
            }}
          />
        </div>
        <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-700">
          Not you, or not now?{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => logout.mutate()}>
            Log out
          </Button>
        </p>
      </CardContent>
    </Card>
  );
};
