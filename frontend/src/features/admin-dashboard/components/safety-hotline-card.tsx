import { Building2, Phone } from 'lucide-react';
import { SAFETY_OFFICE } from '@/config/site';
import { telHref, useSiteSettings } from '@/lib/site-settings';

/** The 24/7 safety hotline block: the number from the site's settings. */
export const SafetyHotlineCard = () => {
  const hotline = useSiteSettings()?.safetyHotline;
  return (
    <section
      aria-labelledby="hotline-title"
      className="rounded-xl bg-slate-900 p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id="hotline-title" className="flex items-center gap-2 text-base font-semibold">
        <Phone className="size-5 text-brand-400" aria-hidden="true" />
        24/7 Safety Hotline
      </h2>
      <p className="mt-2 text-sm text-slate-300">For emergencies and urgent safety concerns, day or night.</p>
      {hotline ? (
        <a
          href={telHref(hotline)}
          className="mt-3 block rounded-sm text-2xl font-bold tracking-tight text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
        >
          {hotline}
        </a>
      ) : (
        <p className="mt-3 text-sm text-slate-300">
          No hotline is set for this site: ask your safety officer.
        </p>
      )}
      <p className="mt-3 flex items-center gap-2 text-sm text-slate-300">
        <Building2 className="size-4 text-brand-400" aria-hidden="true" />
        Safety Office, {SAFETY_OFFICE}
      </p>
    </section>
  );
};
