import { Link } from 'react-router';
import { Building2, Mail, Phone } from 'lucide-react';
import { APP_NAME, COMPANIES, SAFETY_OFFICE } from '@/config/site';
import { telHref, useSiteSettings } from '@/lib/site-settings';
import { BrandMark } from '@/components/brand-mark';

const quickLinks = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Report an Incident', to: '/incidents/new' },
  { label: 'Incident Reports', to: '/incidents' },
  { label: 'Training Center', to: '/training' },
  { label: 'Safety Documents', to: '/documents' },
  { label: 'SDS Library', to: '/documents?category=SDS' },
  { label: 'Compliance', to: '/compliance' },
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
          <p className="mt-3 max-w-xs text-sm">
            Incident reporting, safety documents, training and compliance for the teams of {COMPANIES}.
          </p>
        </div>

        <section aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm pointer-coarse:gap-y-0">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-semibold tracking-wide text-white uppercase">
            Contact the Safety Team
          </h2>
          <address className="mt-3 grid gap-2.5 text-sm not-italic">
            {settings?.safetyHotline && (
              <span className="flex items-center gap-2">
                <Phone className="size-4 text-brand-400" aria-hidden="true" />
                <span>
                  24/7 Safety Hotline:{' '}
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
              <span>Safety Office, {SAFETY_OFFICE}</span>
            </span>
          </address>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-400 lg:px-6">
          © {new Date().getFullYear()} {APP_NAME} · {COMPANIES}. In an emergency, call 911 first.
        </p>
      </div>
    </footer>
  );
};
