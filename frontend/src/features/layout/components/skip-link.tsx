import { i18n } from '@/lib/i18n';

export const SkipLink = () => (
  <a
    href="#main-content"
    className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:px-4 focus:py-2 focus:ring-2 focus:ring-brand-600"
  >
    {i18n.t('layout:skip')}
  </a>
);
