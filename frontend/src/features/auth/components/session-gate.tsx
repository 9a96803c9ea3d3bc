import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { APP_NAME } from '@/config/site';
import { BrandBar } from '@/components/brand-bar';
import { siteSettingsQueryOptions } from '@/lib/site-settings';
import { useCurrentUserQuery } from '@/lib/session';

/**
 * Nothing is routed until GET /api/session has answered, so a signed-in user never sees the login
 * page flash by and a signed-out one never sees a protected page start to load. The site's
 * settings are asked for at the same time, so every date is shown in the site's zone from the start.
 */
export const SessionGate = () => {
  const { t } = useTranslation('auth');
  const { isPending, isError, refetch, isFetching } = useCurrentUserQuery();
  // Without settings the pages still work (browser zone, no contacts): only waiting is needed.
  const settings = useQuery(siteSettingsQueryOptions());
  if (isPending || settings.isPending) {
    return (
      <div className="min-h-screen bg-slate-50">
        {/* The bar index.html drew stays in place while the answer is awaited. */}
        <div className="bg-slate-900 text-white" aria-hidden="true">
          <BrandBar />
        </div>
        <div role="status" className="grid place-items-center py-24">
          {/* Shown only when the answer is slow, so a quick start shows no spinner at all. */}
          <div className="flex animate-[fade-in_200ms_ease-out_400ms_both] flex-col items-center gap-4 text-slate-700">
            <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
            <p className="text-sm font-medium">{t('gate.loading', { app: APP_NAME })}</p>
          </div>
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <main className="grid min-h-screen place-items-center bg-slate-50 px-4">
        <title>{`${t('gate.cannotConnect')} · ${APP_NAME}`}</title>
        <div
          role="alert"
          className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm"
        >
          <CircleAlert className="mx-auto size-10 text-red-700" aria-hidden="true" />
          <h1 className="mt-4 text-xl font-bold text-slate-900">
            {t('gate.notReachable', { app: APP_NAME })}
          </h1>
          <p className="mt-2 text-slate-700">{t('gate.checkConnection')}</p>
          <Button className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
            {t('gate.tryAgain')}
          </Button>
        </div>
      </main>
    );
  }
  return <Outlet />;
};
