import { Link } from 'react-router';
import { Building2, Mail, Phone } from 'lucide-react';
import { APP_NAME, COMPANIES, SAFETY_OFFICE } from '@/config/site';
import { telHref, useSiteSettings } from '@/lib/site-settings';
import { BrandMark } from '@/components/brand-mark';
import { i18n } from '@/lib/i18n';

const quickLinks = [
  { label: () => i18n.t('layout:nav.dashboard'), to: '/dashboard' },
  { label: () => i18n.t('layout:footer.reportIncident'), to: '/incidents/new' },
  { label: () => i18n.t('layout:nav.incidents'), to: '/incidents' },
  { label: () => i18n.t('layout:nav.training'), to: '/training' },
  { label: () => i18n.t('layout:footer.safetyDocuments'), to: '/documents' },
  { label: () => i18n.t('layout:footer.sdsLibrary'), to: '/documents?category=SDS' },
  { label: () => i18n.t('layout:nav.compliance'), to: '/compliance' },
];

const linkClasses =
  'inline-flex items-center rounded-sm text-slate-300 pointer-coarse:min-h-11 hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300';

export const AppFooter = () => {
  const settings = useSiteSettings();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3 lg:px-6">
        <div>
          <div className="flex items-center gap-3 text-white">
            <BrandMark />
            <span className="text-lg font-bold">{APP_NAME}</span>
          </div>
          <p className="mt-3 max-w-xs text-sm">{i18n.t('layout:footer.about', { companies: COMPANIES })}</p>
        </div>

        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            {i18n.t('layout:footer.quickLinks')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm pointer-coarse:gap-y-0">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label()}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-semibold tracking-wide text-white uppercase">
            {i18n.t('layout:footer.contact')}
          </h2>
          <address className="mt-3 grid gap-2.5 text-sm not-italic">
            {settings?.safetyHotline && (
              <span className="flex items-center gap-2">
                <Phone className="size-4 text-brand-400" aria-hidden="true" />
                <span>
                  {i18n.t('layout:footer.hotline')}{' '}
                  <a
                    href={telHref(settings.safetyHotline)}
                    className={`${linkClasses} font-semibold text-white`}
                  >
                    {settings.safetyHotline}
                  </a>
                </span>
              </span>
            )}
            {settings?.safetyEmail && (
              <span className="flex items-center gap-2">
                <Mail className="size-4 text-brand-400" aria-hidden="true" />
                <a href={`mailto:${settings.safetyEmail}`} className={linkClasses}>
                  {settings.safetyEmail}
                </a>
              </span>
            )}
            <span className="flex items-center gap-2">
              <Building2 className="size-4 text-brand-400" aria-hidden="true" />
              <span>{i18n.t('layout:footer.office', { office: SAFETY_OFFICE })}</span>
            </span>
          </address>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400 lg:px-6">
          © {new Date().getFullYear()} {APP_NAME} · {COMPANIES}. {i18n.t('layout:footer.emergency')}
        </p>
      </div>
    </footer>
  );
};
