import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, LayoutDashboard, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { CurrentUser } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { APP_NAME } from '@/config/site';
import { LoginForm } from '../components/login-form';
import { roleLabels } from '@/lib/role-labels';
import { isAdmin, useCurrentUser } from '@/lib/session';

const linkClasses =
  'rounded-sm font-semibold text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * /admin-login: a real sign-in form, no built-in password (docs/architecture.md, "Where the product
 * departs from its original specification").
 */
export const AdminLoginPage = () => {
  const user = useCurrentUser();
  const [refused, setRefused] = useState<CurrentUser | null>(null);
  // The refusal belongs to the account that was just signed in; a later logout hides it.
  const notAdmin = refused && user?.id === refused.id ? refused : null;

  return (
    <div className="mx-auto w-full max-w-md">
      <title>{`Admin Login · ${APP_NAME}`}</title>
      <Card>
        <CardContent className="px-6 py-8 sm:px-10 sm:py-10">
          <span
            className="mx-auto grid size-12 place-items-center rounded-full bg-slate-900 text-white"
            aria-hidden="true"
          >
            <ShieldCheck className="size-6" />
          </span>
          <h1 className="mt-4 text-center text-2xl font-bold tracking-tight text-slate-900">
            Administrator Sign In
          </h1>
          <p className="mt-1.5 text-center text-slate-600">
            For the safety team: incident review, employees and notifications.
          </p>

          {notAdmin ? (
            <div
              role="alert"
              className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            >
              <p className="flex items-center gap-2 font-semibold">
                <ShieldAlert className="size-4" aria-hidden="true" />
                Administrator clearance required to access this section.
              </p>
              <p className="mt-1.5">
                You are signed in as {notAdmin.firstName} {notAdmin.lastName} ({roleLabels[notAdmin.role]}),
                which is not an administrator account.
              </p>
              <Button asChild variant="secondary" size="sm" className="mt-3">
                <Link to="/dashboard">
                  <LayoutDashboard aria-hidden="true" />
                  Go to the Dashboard
                </Link>
              </Button>
            </div>
          ) : (
            user && (
              <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
                You are signed in as {user.firstName} {user.lastName} ({roleLabels[user.role]}).{' '}
                {isAdmin(user) ? (
                  <Link to="/admin" className={linkClasses}>
                    Open the Admin Dashboard
                  </Link>
                ) : (
                  'Sign in with an administrator account to continue.'
                )}
              </p>
            )
          )}

          <div className="mt-6">
            <LoginForm variant="admin" onNotAdmin={setRefused} />
          </div>
          <p className="mt-8 border-t border-slate-200 pt-6 text-sm text-slate-700">
            <Link
              to={user ? '/dashboard' : '/auth'}
              className={`inline-flex items-center gap-1.5 ${linkClasses}`}
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {user ? 'Back to the Dashboard' : 'Employee login'}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
};
