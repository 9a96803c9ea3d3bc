import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { KeyRound } from 'lucide-react';
import { APP_NAME } from '@/config/site';
import { Card, CardContent } from '@/components/ui/card';
import { LanguagePicker } from '@/components/language-picker';
import { LoginForm } from '../components/login-form';
import { MarketingPanel } from '../components/marketing-panel';
import { rememberedPath } from '../remembered-location';
import { useCurrentUser } from '@/lib/session';

/** /auth: a signed-in user goes on to the page they wanted, else the dashboard. */
export const LoginPage = () => {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const location = useLocation();
  const next = rememberedPath(location.state);
  if (user) return <Navigate to={next ?? '/dashboard'} replace />;
  // The home page is where everyone goes anyway; only another page is worth mentioning.
  const askedForAPage = next !== null && !['/', '/dashboard'].includes(next);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 lg:grid-cols-2 lg:gap-10">
      <title>{`${t('login.pageTitle')} · ${APP_NAME}`}</title>
      <Card className="order-first self-center lg:order-last">
        <CardContent className="px-6 py-8 sm:px-10 sm:py-10">
          <LanguagePicker className="mb-6 max-w-48" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {t('login.heading', { app: APP_NAME })}
          </h1>
          <p className="mt-1.5 text-slate-600">
            {askedForAPage ? t('login.askedForPage') : t('login.intro')}
          </p>
          <div className="mt-8">
            <LoginForm />
          </div>
          <p className="mt-8 flex items-center gap-2 border-t border-slate-200 pt-6 text-sm text-slate-700">
            <KeyRound className="size-4 text-slate-600" aria-hidden="true" />
            {t('login.adminQuestion')}
            <Link
              to="/admin-login"
              className="rounded-sm font-semibold text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {t('login.adminLink')}
            </Link>
          </p>
        </CardContent>
      </Card>
      <MarketingPanel />
    </div>
  );
};
