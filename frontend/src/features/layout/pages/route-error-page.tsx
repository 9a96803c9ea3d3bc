import { useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { APP_NAME } from '@/config/site';
import { errorMessage } from '@/lib/http';
import { i18n } from '@/lib/i18n';

/**
 * Shown when a page throws while rendering. It replaces the whole frame, so it carries its own
 * landmark and heading instead of relying on the layout.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4">
      <title>{`${i18n.t('layout:error.title')} · ${APP_NAME}`}</title>
      <div className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <TriangleAlert className="mx-auto size-10 text-brand-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{i18n.t('layout:error.title')}</h1>
        <p className="mt-2 text-slate-700">{errorMessage(error)}</p>
        <a
          href="/dashboard"
          className="mt-6 inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          {i18n.t('layout:error.reload')}
        </a>
      </div>
    </main>
  );
};
