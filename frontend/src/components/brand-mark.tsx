import { ShieldCheck } from 'lucide-react';

/** The app's logo: decorative, because the app name is always written next to it. */
export const BrandMark = () => (
  <span
    className="grid size-9 place-items-center rounded-lg bg-brand-700 text-white shadow-sm"
    aria-hidden="true"
  >
    <ShieldCheck className="size-5" />
  </span>
);
