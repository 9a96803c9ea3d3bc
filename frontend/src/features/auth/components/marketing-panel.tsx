import { BarChart3, FileText, GraduationCap, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APP_NAME, COMPANIES } from '@/config/site';

/** The marketing panel of the login page. */
export const MarketingPanel = () => {
  const { t } = useTranslation('auth');
  const features: { icon: LucideIcon; title: string; text: string }[] = [
    { icon: TriangleAlert, title: t('marketing.incidentsTitle'), text: t('marketing.incidentsText') },
    { icon: GraduationCap, title: t('marketing.trainingTitle'), text: t('marketing.trainingText') },
    { icon: BarChart3, title: t('marketing.metricsTitle'), text: t('marketing.metricsText') },
    { icon: FileText, title: t('marketing.documentsTitle'), text: t('marketing.documentsText') },
  ];
  return (
    <section
      aria-labelledby="marketing-title"
      className="flex flex-col justify-center rounded-2xl bg-slate-900 p-8 text-white shadow-sm sm:p-10"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{APP_NAME}</p>
      <h2 id="marketing-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('marketing.heading', { companies: COMPANIES })}
      </h2>
      <p className="mt-3 text-slate-300">{t('marketing.intro')}</p>
      <ul className="mt-8 grid gap-6">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-700 text-white"
              aria-hidden="true"
            >
              <Icon className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="mt-0.5 block text-sm text-slate-300">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
