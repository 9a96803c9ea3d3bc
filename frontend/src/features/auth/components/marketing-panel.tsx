import { BarChart3, FileText, GraduationCap, TriangleAlert, type LucideIcon } from 'lucide-react';
import { APP_NAME, COMPANIES } from '@/config/site';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: TriangleAlert,
    title: 'Real-time incident reporting',
    text: 'Report incidents and near misses from any site the moment they happen.',
  },
  {
    icon: GraduationCap,
    title: 'Training compliance tracking',
    text: 'See who is up to date and who needs a course before it becomes a gap.',
  },
  {
    icon: BarChart3,
    title: 'Safety metrics dashboard',
    text: 'Follow incidents, near misses and inspections month by month.',
  },
  {
    icon: FileText,
    title: 'Document management',
    text: 'Keep procedures and safety data sheets current, signed and easy to find.',
  },
];

/** The marketing panel of the login page. */
export const MarketingPanel = () => (
  <section
    aria-labelledby="marketing-title"
    className="flex flex-col justify-center rounded-2xl bg-slate-900 p-8 text-white shadow-sm sm:p-10"
  >
    <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{APP_NAME}</p>
    <h2 id="marketing-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
      Workplace safety for {COMPANIES}, in one place
    </h2>
    <p className="mt-3 text-slate-300">
      Everyone from the shop floor to the safety director works from the same, up-to-date picture.
    </p>
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
