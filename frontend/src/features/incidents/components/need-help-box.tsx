import { useTranslation } from 'react-i18next';
import { LifeBuoy, Mail, Phone } from 'lucide-react';
import { telHref, useSiteSettings } from '@/lib/site-settings';

export const NeedHelpBox = () => {
  const { t } = useTranslation('incidents');
  const settings = useSiteSettings();
  return (
    <section
      aria-labelledby="need-help-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 shadow-sm sm:p-6"
    >
      <h2 id="need-help-title" className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <LifeBuoy className="size-5" aria-hidden="true" />
        {t('list.helpTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-800">{t('list.helpText')}</p>
      <ul className="mt-4 grid gap-2 text-sm">
        {settings?.safetyHotline && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 text-brand-800" aria-hidden="true" />
            <a
              href={telHref(settings.safetyHotline)}
              className="rounded-sm font-semibold text-brand-900 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {t('list.hotline', { phone: settings.safetyHotline })}
            </a>
          </li>
        )}
        {settings?.safetyEmail && (
          <li className="flex items-center gap-2">
            <Mail className="size-4 text-brand-800" aria-hidden="true" />
            <a
              href={`mailto:${settings.safetyEmail}`}
              className="rounded-sm text-brand-900 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {settings.safetyEmail}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
};
